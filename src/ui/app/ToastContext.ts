import { createActorContext } from '@xstate/react';
import { toastMachine } from '../../machines/toast.machine.ts';

/** The one toast actor of the app: any component may show a toast; the Toaster renders them. */
export const ToastContext = createActorContext(toastMachine);
