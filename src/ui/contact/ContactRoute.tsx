import { useSelector } from '@xstate/react';
import { liveContactFormMachine } from '../../machines/contact/contact.live.ts';
import { contactFormView } from '../../machines/contact/contact-form.view.ts';
import { useScreenActor } from '../app/useScreenActor.ts';
import { PageMeta } from '../frame/PageMeta.tsx';
import { SITE } from '../site.ts';
import { ContactPage } from './ContactPage.tsx';

/** /contact */
export default function ContactRoute() {
  const actor = useScreenActor(liveContactFormMachine, {});
  const view = useSelector(actor, contactFormView);
  return (
    <>
      <PageMeta title="Contact Us" description={`Write to the studio in ${SITE.city}: portrait sessions, family photography, event coverage and commercial photography. We reply within 24 hours.`} keywords="contact, photography studio, Ibadan" />
      <ContactPage view={view} send={actor.send} />
    </>
  );
}
