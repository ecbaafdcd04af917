import { useSelector } from '@xstate/react';
import { useParams } from 'react-router';
import { liveNewsletterUnsubscribeMachine } from '../../machines/newsletter/newsletter-unsubscribe.live.ts';
import { newsletterUnsubscribeView } from '../../machines/newsletter/newsletter-unsubscribe.view.ts';
import { useScreenActor } from '../app/useScreenActor.ts';
import { PageMeta } from '../frame/PageMeta.tsx';
import { NewsletterUnsubscribePage } from './NewsletterUnsubscribePage.tsx';

function NewsletterUnsubscribe({ token }: { readonly token: string }) {
  const actor = useScreenActor(liveNewsletterUnsubscribeMachine, { token });
  const view = useSelector(actor, newsletterUnsubscribeView);
  return <NewsletterUnsubscribePage view={view} send={actor.send} />;
}

/** /newsletter/unsubscribe/:token. A new token is a new page: the key starts a fresh machine. */
export default function NewsletterUnsubscribeRoute() {
  const { token = '' } = useParams();
  return (
    <>
      <PageMeta title="Unsubscribe from the newsletter" secretAddress />
      <NewsletterUnsubscribe key={token} token={token} />
    </>
  );
}
