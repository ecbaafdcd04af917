import type { OrdersEvent } from '../../machines/orders/orders.machine.ts';
import type { CancelDialogView } from '../../machines/orders/orders.view.ts';
import { primaryButton, secondaryButton } from '../styles/buttons.css.ts';
import { Dialog } from '../widgets/Dialog.tsx';
import * as styles from './OrdersPage.css.ts';
import { MachineForm } from '../widgets/MachineForm.tsx';

interface CancelOrderDialogProps {
  readonly cancel: CancelDialogView;
  readonly send: (event: OrdersEvent) => void;
}

/** The cancel dialog: one of the five reasons, free text for 'Other'. Loaded on demand. */
export function CancelOrderDialog({ cancel, send }: CancelOrderDialogProps) {
  return (
    <Dialog title="Cancel order" onClose={() => send({ type: 'cancel.close' })} isDismissable={!cancel.sending}>
      <MachineForm onSubmit={() => send({ type: 'cancel.confirm' })}>
        <fieldset disabled={cancel.sending} style={{ border: 'none', padding: 0, margin: 0 }}>
          <legend>Why are you cancelling?</legend>
          {cancel.reasons.map((reason) => (
            <label key={reason} style={{ display: 'flex', gap: '0.5rem', alignItems: 'center', minHeight: '2.75rem' }}>
              <input
                type="radio"
                name="cancel-reason"
                value={reason}
                checked={cancel.reason === reason}
                onChange={() => send({ type: 'cancel.reason', reason })}
              />
              {reason}
            </label>
          ))}
          {cancel.otherNeeded && (
            <label className={styles.field}>
              Tell us more
              <textarea value={cancel.other} rows={3} onChange={(event) => send({ type: 'cancel.other', text: event.target.value })} />
            </label>
          )}
          {cancel.error !== null && (
            <p className={styles.error} role="alert">
              {cancel.error}
            </p>
          )}
          <div className={styles.actions}>
            <button type="submit" className={primaryButton}>
              {cancel.confirmLabel}
            </button>
            <button type="button" className={secondaryButton} onClick={() => send({ type: 'cancel.close' })}>
              Keep order
            </button>
          </div>
        </fieldset>
      </MachineForm>
    </Dialog>
  );
}
