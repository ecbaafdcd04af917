import { primaryButton, secondaryButton } from '../styles/buttons.css.ts';
import { Dialog } from '../widgets/Dialog.tsx';
import * as styles from './ProfilePage.css.ts';

/** 'Delete this address?' (loaded on demand). */
export function ConfirmDeleteDialog({ label, onConfirm, onCancel }: { label: string; onConfirm: () => void; onCancel: () => void }) {
  return (
    <Dialog title="Delete address" role="alertdialog" onClose={onCancel}>
      <p>Delete the address “{label}”? This cannot be undone.</p>
      <div className={styles.actions}>
        <button type="button" className={primaryButton} onClick={onConfirm}>
          Delete
        </button>
        <button type="button" className={secondaryButton} onClick={onCancel}>
          Keep address
        </button>
      </div>
    </Dialog>
  );
}
