import { useSelector } from '@xstate/react';
import { useParams } from 'react-router';
import { liveNewsletterConfirmationMachine } from '../../machines/newsletter/newsletter-confirmation.live.ts';
import { newsletterConfirmationView } from '../../machines/newsletter/newsletter-confirmation.view.ts';
import { useScreenActor } from '../app/useScreenActor.ts';
import { PageMeta } from '../frame/PageMeta.tsx';
import { NewsletterConfirmPage } from './NewsletterConfirmPage.tsx';

function NewsletterConfirmation({ token }: { readonly token: string }) {
  const actor = useScreenActor(liveNewsletterConfirmationMachine, { token });
  const view = useSelector(actor, newsletterConfirmationView);
  return <NewsletterConfirmPage view={view} />;
}

/** /newsletter/confirm/:token. A new token is a new page: the key starts a fresh machine. */
export default function NewsletterConfirmRoute() {
  const { token = '' } = useParams();
  return (
    <>
      <PageMeta title="Confirm your subscription" secretAddress />
      <NewsletterConfirmation key={token} token={token} />
    </>
  );
}
