import { LegalPage } from './LegalPage.tsx';
import { PRIVACY_SECTIONS } from './privacy-sections.ts';

/** /privacy-policy */
export default function PrivacyPolicyRoute() {
  return (
    <LegalPage
      title="Privacy Policy"
      description="How the studio collects, uses and protects your personal information, and your rights over it."
      sections={PRIVACY_SECTIONS}
    />
  );
}
