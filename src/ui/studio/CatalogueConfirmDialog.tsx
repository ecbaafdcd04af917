import { Dialog } from '../widgets/Dialog.tsx';
import * as styles from './Studio.css.ts';

interface Props {
  readonly confirm: { readonly title: string; readonly text: string; readonly confirm: string; readonly working: boolean };
  readonly onYes: () => void;
  readonly onNo: () => void;
}

/** The yes-or-no before an archive, a restore or a variant's removal. Loaded on demand (react-aria's modal). */
export function CatalogueConfirmDialog({ confirm, onYes, onNo }: Props) {
  return (
    <Dialog title={confirm.title} role="alertdialog" onClose={onNo} isDismissable={!confirm.working}>
      <p>{confirm.text}</p>
      <p className={styles.toolbar}>
        <button type="button" className={styles.button} aria-disabled={confirm.working} onClick={() => !confirm.working && onYes()}>
          {confirm.working ? 'Working…' : confirm.confirm}
        </button>
        <button type="button" className={styles.secondaryButton} aria-disabled={confirm.working} onClick={() => !confirm.working && onNo()}>
          Cancel
        </button>
      </p>
    </Dialog>
  );
}
