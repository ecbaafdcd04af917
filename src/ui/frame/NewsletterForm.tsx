import { useActorRef, useSelector } from '@xstate/react';
import { useId } from 'react';
import type { newsletterMachine } from '../../machines/newsletter/newsletter.machine.ts';
import * as styles from './NewsletterForm.css.ts';

interface NewsletterFormProps {
  readonly machine: typeof newsletterMachine;
  readonly headingClassName: string;
}

/**
 * The footer's Newsletter section: a required email and Subscribe (site spec §2.4, §5). What
 * the machine says appears under the field: thanks in a status region, problems in an alert.
 */
export function NewsletterForm({ machine, headingClassName }: NewsletterFormProps) {
  const actor = useActorRef(machine);
  const email = useSelector(actor, (s) => s.context.email);
  const subscribing = useSelector(actor, (s) => s.matches('subscribing'));
  const thanks = useSelector(actor, (s) => (s.matches('subscribed') ? s.context.message : ''));
  const problem = useSelector(actor, (s) => (s.matches('subscribed') ? '' : s.context.message));
  const emailIsInvalid = useSelector(actor, (s) => s.matches('editing') && s.context.message !== '');
  const id = useId();

  return (
    <section>
      <h2 className={headingClassName} id={`${id}-heading`}>
        Newsletter
      </h2>
      <p className={styles.text}>New work, studio news and shop offers, straight to your inbox.</p>
      <form
        className={styles.form}
        aria-labelledby={`${id}-heading`}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'form.submit' });
        }}
      >
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
            readOnly={subscribing}
            aria-invalid={emailIsInvalid || undefined}
            aria-describedby={thanks ? `${id}-thanks` : problem ? `${id}-problem` : undefined}
            value={email}
            onChange={(event) => actor.send({ type: 'email.change', value: event.target.value })}
          />
          <button type="submit" className={styles.button} disabled={subscribing}>
            {subscribing ? 'Subscribing...' : 'Subscribe'}
          </button>
        </div>
        <p id={`${id}-thanks`} className={styles.success} role="status">
          {thanks}
        </p>
        <p id={`${id}-problem`} className={styles.problem} role="alert">
          {problem}
        </p>
      </form>
    </section>
  );
}
