import type { StudioStockEvent } from '../../machines/studio/studio-stock.machine.ts';
import type { StudioStockView } from '../../machines/studio/studio-stock.view.ts';
import { Dialog } from '../widgets/Dialog.tsx';
import { MachineForm } from '../widgets/MachineForm.tsx';
import * as styles from './Studio.css.ts';

interface Props {
  readonly dialog: NonNullable<StudioStockView['dialog']>;
  readonly send: (event: StudioStockEvent) => void;
}

/** Adjust one row's stock: a reason, the units and an optional note. Loaded on demand (react-aria's modal). */
export function StockAdjustDialog({ dialog, send }: Props) {
  return (
    <Dialog title={dialog.title} onClose={() => send({ type: 'adjust.cancel' })} isDismissable={!dialog.saving}>
      <MachineForm onSubmit={() => send({ type: 'adjust.confirm' })}>
        <p className={styles.muted}>{dialog.current}</p>
        <fieldset className={styles.choices}>
          <legend>Reason</legend>
          {dialog.reasons.map((reason) => (
            <label key={reason.value} className={styles.choice}>
              <input
                type="radio"
                name="stock-reason"
                value={reason.value}
                checked={dialog.reason === reason.value}
                onChange={() => send({ type: 'adjust.reason', reason: reason.value })}
              />
              {reason.label}
            </label>
          ))}
        </fieldset>
        <label className={styles.field}>
          Units (+ to add, - to remove)
          <input
            className={styles.input}
            inputMode="numeric"
            autoComplete="off"
            value={dialog.units}
            onChange={(event) => send({ type: 'adjust.units', text: event.target.value })}
          />
        </label>
        {dialog.preview && <p className={styles.muted}>{dialog.preview}</p>}
        <label className={styles.field}>
          Note (optional)
          <textarea
            className={styles.textarea}
            maxLength={300}
            value={dialog.note}
            onChange={(event) => send({ type: 'adjust.note', text: event.target.value })}
          />
        </label>
        {dialog.error && (
          <p role="alert" className={styles.problem}>
            {dialog.error}
          </p>
        )}
        <p className={styles.toolbar}>
          <button type="submit" className={styles.button} aria-disabled={dialog.saving}>
            {dialog.saving ? 'Saving…' : 'Save'}
          </button>
          <button type="button" className={styles.secondaryButton} onClick={() => send({ type: 'adjust.cancel' })}>
            Cancel
          </button>
        </p>
      </MachineForm>
    </Dialog>
  );
}
