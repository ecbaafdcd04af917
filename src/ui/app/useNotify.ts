import { useCallback } from 'react';
import type { ToastKind } from '../../machines/app-effects.ts';
import { ToastContext } from './ToastContext.ts';

/** What machines' injected `notify` actions call: shows a toast. */
export function useNotify() {
  const toasts = ToastContext.useActorRef();
  return useCallback((_: unknown, { kind, message }: { kind: ToastKind; message: string }) => toasts.send({ type: 'toast.show', kind, message }), [toasts]);
}
