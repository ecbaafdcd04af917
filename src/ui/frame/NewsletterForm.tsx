import { useId } from 'react';
import type { NewsletterEvent } from '../../machines/newsletter/newsletter.machine.ts';
import type { NewsletterView } from '../../machines/newsletter/newsletter.view.ts';
import * as styles from './NewsletterForm.css.ts';
import { MachineForm } from '../widgets/MachineForm.tsx';

/** The form's view and where its events go (the actor is SiteFooter's). */
export interface NewsletterFormState {
  readonly view: NewsletterView;
  readonly send: (event: NewsletterEvent) => void;
}

interface NewsletterFormProps extends NewsletterFormState {
  readonly headingClassName: string;
}

/**
 * The footer's Newsletter section: a required email and Subscribe. What
 * the machine says appears under the field: thanks in a status region, problems in an alert.
 */
export function NewsletterForm({ view, send, headingClassName }: NewsletterFormProps) {
  const id = useId();

  return (
    <section>
      <h2 className={headingClassName} id={`${id}-heading`}>
        Newsletter
      </h2>
      <p className={styles.text}>New work, studio news and shop offers, straight to your inbox.</p>
      <MachineForm className={styles.form} aria-labelledby={`${id}-heading`} onSubmit={() => send({ type: 'form.submit' })}>
        <label className={styles.label} htmlFor={`${id}-email`}>
          Email address
        </label>
        <div className={styles.row}>
          <input
            id={`${id}-email`}
            className={styles.input}
            type="email"
            name="email"
            autoComplete="email"
            required
            readOnly={view.subscribing}
            aria-invalid={view.emailInvalid || undefined}
            aria-describedby={view.thanks ? `${id}-thanks` : view.problem ? `${id}-problem` : undefined}
            value={view.email}
            onChange={(event) => send({ type: 'email.change', value: event.target.value })}
          />
          <button type="submit" className={styles.button} disabled={view.subscribing}>
            {view.submitLabel}
          </button>
        </div>
        <p id={`${id}-thanks`} className={styles.success} role="status">
          {view.thanks}
        </p>
        <p id={`${id}-problem`} className={styles.problem} role="alert">
          {view.problem}
        </p>
      </MachineForm>
    </section>
  );
}
