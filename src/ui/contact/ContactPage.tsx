import type { ContactField, ContactFormEvent } from '../../machines/contact/contact-form.machine.ts';
import type { ContactFormView } from '../../machines/contact/contact-form.view.ts';
import { CONTACT_MESSAGE_MAX_LENGTH } from '../../domain/validation/contact.ts';
import { primaryButton, secondaryButton } from '../styles/buttons.css.ts';
import { SITE } from '../site.ts';
import * as styles from './ContactPage.css.ts';
import { MachineForm } from '../widgets/MachineForm.tsx';

interface ContactPageProps {
  readonly view: ContactFormView;
  readonly send: (event: ContactFormEvent) => void;
}

const FIELDS: readonly { field: Exclude<ContactField, 'message'>; label: string; type: string; autoComplete: string }[] = [
  { field: 'name', label: 'Name', type: 'text', autoComplete: 'name' },
  { field: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { field: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
  { field: 'subject', label: 'Subject', type: 'text', autoComplete: 'off' },
];

const SERVICES = ['portrait sessions', 'family photography', 'event coverage', 'commercial photography'];

function Details() {
  return (
    <div className={styles.details}>
      <iframe
        className={styles.map}
        title={`Map of the studio in ${SITE.city}`}
        src={SITE.map.embed}
        loading="lazy"
        referrerPolicy="no-referrer"
      />
      <p>
        <a href={SITE.map.link} target="_blank" rel="noopener noreferrer" className={styles.link}>
          Open the map in a new tab
        </a>
      </p>
      <p>We would love to hear about your project. We offer {SERVICES.join(', ')}.</p>
      <dl className={styles.facts}>
        <dt>Phone</dt>
        <dd>
          <a className={styles.link} href={`tel:${SITE.phone.replace(/\s+/g, '')}`}>
            {SITE.phone}
          </a>
        </dd>
        <dt>Email</dt>
        <dd>
          <a className={styles.link} href={`mailto:${SITE.email}`}>
            {SITE.email}
          </a>
        </dd>
        <dt>Address</dt>
        <dd>{SITE.city}</dd>
        <dt>Hours</dt>
        <dd>
          <ul className={styles.hours}>
            {SITE.hours.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </dd>
      </dl>
    </div>
  );
}

function Sent({ view, send }: ContactPageProps) {
  return (
    <div className={styles.panel} role="status">
      <h2 className={styles.panelTitle}>Thank you for your message!</h2>
      <p>
        Your reference ID is <strong>{view.referenceId}</strong>.
      </p>
      <p>We will get back to you within 24 hours.</p>
      <p>
        Need an answer sooner? Call us on{' '}
        <a className={styles.link} href={`tel:${SITE.phone.replace(/\s+/g, '')}`}>
          {SITE.phone}
        </a>
        .
      </p>
      <button type="button" className={secondaryButton} onClick={() => send({ type: 'form.reset' })}>
        Send Another Message
      </button>
    </div>
  );
}

function Form({ view, send }: ContactPageProps) {
  return (
    <MachineForm className={styles.panel} aria-labelledby="contact-form-title" onSubmit={() => send({ type: 'form.submit' })}>
      <h2 className={styles.panelTitle} id="contact-form-title">
        Send Us a Message
      </h2>
      <fieldset className={styles.fieldset} disabled={view.sending}>
        {FIELDS.map(({ field, label, type, autoComplete }) => (
          <div key={field} className={styles.field}>
            <label htmlFor={`contact-${field}`}>{label}</label>
            <input
              id={`contact-${field}`}
              className={styles.input}
              type={type}
              autoComplete={autoComplete}
              value={view.form[field]}
              onChange={(event) => send({ type: 'field.change', field, value: event.target.value })}
            />
          </div>
        ))}
        <div className={styles.field}>
          <label htmlFor="contact-message">Message</label>
          <textarea
            id="contact-message"
            className={styles.textarea}
            rows={6}
            maxLength={CONTACT_MESSAGE_MAX_LENGTH}
            aria-describedby="contact-message-count"
            value={view.form.message}
            onChange={(event) => send({ type: 'field.change', field: 'message', value: event.target.value })}
          />
          <p id="contact-message-count" className={styles.count}>
            {view.messageCount}
          </p>
        </div>
        <button type="submit" className={primaryButton}>
          {view.submitLabel}
        </button>
      </fieldset>
    </MachineForm>
  );
}

/** /contact: the map and the studio's details beside the form, or the success view. */
export function ContactPage(props: ContactPageProps) {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Contact Us</h1>
      <div className={styles.layout}>
        <Details />
        {props.view.sent ? <Sent {...props} /> : <Form {...props} />}
      </div>
    </div>
  );
}
