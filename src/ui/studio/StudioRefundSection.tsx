import type { StudioOrderEvent } from '../../machines/studio/studio-order.machine.ts';
import type { StudioRefundsView } from '../../machines/studio/studio-order.view.ts';
import { MachineForm } from '../widgets/MachineForm.tsx';
import * as styles from './Studio.css.ts';

interface Props {
  readonly refunds: StudioRefundsView;
  /** Something runs on the order (a refund, a move, the order read again): Refund waits. */
  readonly busy: boolean;
  readonly send: (event: StudioOrderEvent) => void;
}

/** The order's refunds so far, and the form to refund it in full, by items or by an amount, with a reason. */
export function StudioRefundSection({ refunds, busy, send }: Props) {
  return (
    <section className={`${styles.card} ${styles.noPrint}`} aria-labelledby="order-refunds">
      <h2 id="order-refunds" className={styles.subtitle}>
        Refunds
      </h2>
      <dl className={styles.definition}>
        <dt>Paid online</dt>
        <dd>{refunds.paid}</dd>
        <dt>Refunded</dt>
        <dd>{refunds.refunded}</dd>
        <dt>Left to refund</dt>
        <dd>{refunds.left}</dd>
      </dl>
      {refunds.entries.length > 0 && (
        <ol className={styles.list} aria-label="Refunds made">
          {refunds.entries.map((entry) => (
            <li key={entry.key}>
              <strong>{entry.amount}</strong> · {entry.when} · {entry.by}
              <div>{entry.reason}</div>
              <div className={styles.muted}>{entry.status}</div>
            </li>
          ))}
        </ol>
      )}
      {refunds.refusal ? (
        <p className={styles.muted}>{refunds.refusal}</p>
      ) : (
        <MachineForm onSubmit={() => send({ type: 'refund.submit' })}>
          <fieldset className={styles.choices}>
            <legend>Refund</legend>
            {refunds.kinds.map((kind) => (
              <label key={kind.value} className={styles.choice}>
                <input
                  type="radio"
                  name="refund-kind"
                  value={kind.value}
                  checked={refunds.kind === kind.value}
                  onChange={() => send({ type: 'refund.kind', kind: kind.value })}
                />
                {kind.label}
              </label>
            ))}
          </fieldset>
          {refunds.kind === 'lines' &&
            refunds.lines.map((line) => (
              <label key={line.line} className={styles.field}>
                {line.label}
                <input
                  className={styles.input}
                  inputMode="numeric"
                  value={line.value}
                  placeholder="0"
                  onChange={(event) => send({ type: 'refund.quantity', line: line.line, text: event.target.value })}
                />
              </label>
            ))}
          {refunds.kind === 'amount' && (
            <label className={styles.field}>
              Amount in naira (up to {refunds.left})
              <input
                className={styles.input}
                inputMode="numeric"
                value={refunds.amount}
                onChange={(event) => send({ type: 'refund.amount', text: event.target.value })}
              />
            </label>
          )}
          {refunds.kind === 'full' && <p>Refunds {refunds.left}, everything left of the payment.</p>}
          <label className={styles.field}>
            Reason (the customer reads it)
            <textarea
              className={styles.textarea}
              value={refunds.reason}
              maxLength={500}
              aria-invalid={refunds.error ? true : undefined}
              aria-describedby={refunds.error ? 'refund-error' : undefined}
              onChange={(event) => send({ type: 'refund.reason', text: event.target.value })}
            />
          </label>
          {refunds.error && (
            <p id="refund-error" role="alert" className={styles.problem}>
              {refunds.error}
            </p>
          )}
          <p>
            <button type="submit" className={styles.button} aria-disabled={busy}>
              {refunds.refunding ? 'Refunding…' : 'Refund'}
            </button>
          </p>
        </MachineForm>
      )}
    </section>
  );
}
