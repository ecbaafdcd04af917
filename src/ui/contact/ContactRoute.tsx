import { useSelector } from '@xstate/react';
import { useSearchParams } from 'react-router';
import { bookingSubject } from '../../domain/booking-forms.ts';
import { liveContactFormMachine } from '../../machines/contact/contact.live.ts';
import { contactFormView } from '../../machines/contact/contact-form.view.ts';
import { useScreenActor } from '../app/useScreenActor.ts';
import { PageMeta } from '../frame/PageMeta.tsx';
import { bookingServiceTitle } from '../app/booking-services.ts';
import { SITE } from '../site.ts';
import { ContactPage } from './ContactPage.tsx';

function Contact({ subject }: { readonly subject: string | null }) {
  const actor = useScreenActor(liveContactFormMachine, subject ? { subject } : {});
  const view = useSelector(actor, contactFormView);
  return <ContactPage view={view} send={actor.send} />;
}

/**
 * /contact. /contact?service={id} (a booking button whose service has no online form) opens the
 * form with that booking as its subject; another service is a fresh form (the key).
 */
export default function ContactRoute() {
  const service = bookingServiceTitle(useSearchParams()[0].get('service'));
  const subject = service ? bookingSubject(service) : null;
  return (
    <>
      <PageMeta
        title="Contact Us"
        description={`Write to the studio in ${SITE.city}: portrait sessions, family photography, event coverage and commercial photography. We reply within 24 hours.`}
        keywords="contact, photography studio, Ibadan"
      />
      <Contact key={subject ?? ''} subject={subject} />
    </>
  );
}
