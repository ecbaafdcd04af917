import { Toaster } from '../widgets/Toaster.tsx';
import { ToastContext } from './ToastContext.ts';

/** The app's toasts (the one toast actor) in the Toaster widget. */
export function AppToaster() {
  const toasts = ToastContext.useSelector((snapshot) => snapshot.context.toasts);
  const toastActor = ToastContext.useActorRef();
  return <Toaster toasts={toasts} onDismiss={(id) => toastActor.send({ type: 'toast.dismiss', id })} />;
}
