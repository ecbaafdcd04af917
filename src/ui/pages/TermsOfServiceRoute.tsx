import { LegalPage } from './LegalPage.tsx';
import { TERMS_SECTIONS } from './terms-sections.ts';

/** /terms-of-service */
export default function TermsOfServiceRoute() {
  return (
    <LegalPage
      title="Terms of Service"
      description="The terms for using the studio's website, shop and bookings: prices, payment, shipping, returns and refunds."
      sections={TERMS_SECTIONS}
    />
  );
}
