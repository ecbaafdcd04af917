import type { Toast } from '../../machines/toast.machine.ts';
import * as styles from './Toaster.css.ts';

interface ToasterProps {
  /** Newest first, the order the toast machine keeps. */
  readonly toasts: readonly Toast[];
  readonly onDismiss: (id: string) => void;
}

/** Bottom-right, dark, newest on top; errors are alerts, the rest status messages. */
export function Toaster({ toasts, onDismiss }: ToasterProps) {
  return (
    // react-aria hides everything outside an open dialog from screen readers, except a top layer:
    // a toast raised from a dialog ("Link copied") must still be heard.
    <section aria-label="Notifications" data-react-aria-top-layer="true">
      <ol className={styles.region}>
        {toasts.map((toast) => (
          <li key={toast.id} className={styles.toast[toast.kind]}>
            <span className={styles.message} role={toast.kind === 'error' ? 'alert' : 'status'}>
              {toast.message}
            </span>
            {/* Not named after the message: a lookup for a field or a button by its words ('Password',
                'Login') must not find the close button of a toast that happens to contain them. */}
            <button type="button" className={styles.close} aria-label="Dismiss notification" onClick={() => onDismiss(toast.id)}>
              ×
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
