import { ToastContext } from '../app/ToastContext.ts';
import * as styles from './Toaster.css.ts';

/** Bottom-right, dark, newest on top (the order the toast machine keeps). */
export function Toaster() {
  const toasts = ToastContext.useSelector((snapshot) => snapshot.context.toasts);
  const toastActor = ToastContext.useActorRef();

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
          <button
            type="button"
            className={styles.close}
            aria-label={`Dismiss: ${toast.message}`}
            onClick={() => toastActor.send({ type: 'toast.dismiss', id: toast.id })}
          >
            ×
          </button>
        </li>
      ))}
      </ol>
    </section>
  );
}
