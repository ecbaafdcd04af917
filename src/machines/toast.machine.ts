import { assign, cancel, enqueueActions, setup } from 'xstate';
import type { ToastKind } from './app-effects.ts';

export interface Toast {
  readonly id: string;
  readonly kind: ToastKind;
  readonly message: string;
}

/** How long a toast stays before it closes itself (spec: auto-close 3 seconds). */
export const TOAST_LIFETIME_MS = 3000;

type ToastEvent = { type: 'toast.show'; kind: ToastKind; message: string } | { type: 'toast.dismiss'; id: string };

/**
 * The app's notifications: newest first, each closing itself after three seconds.
 * A dismissed toast cancels its own timer, so it never fires twice.
 */
export const toastMachine = setup({
  types: {
    context: {} as { toasts: readonly Toast[]; nextId: number },
    events: {} as ToastEvent,
  },
}).createMachine({
  id: 'toasts',
  context: { toasts: [], nextId: 1 },
  on: {
    'toast.show': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const id = `toast-${context.nextId}`;
        enqueue.assign({
          toasts: [{ id, kind: event.kind, message: event.message }, ...context.toasts],
          nextId: context.nextId + 1,
        });
        // The timer carries the toast's id, so a manual dismiss can cancel it.
        enqueue.raise({ type: 'toast.dismiss', id }, { delay: TOAST_LIFETIME_MS, id });
      }),
    },
    'toast.dismiss': {
      actions: [
        cancel(({ event }) => event.id),
        assign({ toasts: ({ context, event }) => context.toasts.filter((toast) => toast.id !== event.id) }),
      ],
    },
  },
});
