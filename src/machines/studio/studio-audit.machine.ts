import { assign, fromPromise, setup, type AnyActorRef } from 'xstate';
import type { AppEffect } from '../app-effects.ts';
import { failureMessage } from '../request-failure.ts';
import { isLoggedIn } from '../session-ref.ts';
import type { StudioAudit } from './studio-types.ts';
import { unprovided } from '../unprovided.ts';
import { loginGate } from '../login-gate.ts';

export const LOAD_AUDIT_FAILED = 'Failed to load the audit log';

interface StudioAuditContext {
  readonly session: AnyActorRef | null;
  readonly page: number;
  readonly audit: StudioAudit | null;
  readonly loadError: string;
}

export type StudioAuditEvent = { type: 'page.go'; page: number } | { type: 'list.retry' };

/** /studio/audit (the owner's): the log of studio actions, a page at a time. */
export const studioAuditMachine = setup({
  types: {
    context: {} as StudioAuditContext,
    events: {} as StudioAuditEvent,
    emitted: {} as AppEffect,
    input: {} as { session: AnyActorRef | null },
  },
  actors: {
    loadAudit: fromPromise<StudioAudit, { page: number }>(() => unprovided('loadAudit')),
  },
  guards: { isLoggedIn: ({ context }) => isLoggedIn(context.session) },
}).createMachine({
  id: 'studioAudit',
  context: ({ input }) => ({ session: input.session, page: 1, audit: null, loadError: '' }),
  initial: 'checkingLogin',
  states: {
    ...loginGate<StudioAuditContext, StudioAuditEvent>('loading'),
    loading: {
      invoke: {
        id: 'loadAudit',
        src: 'loadAudit',
        input: ({ context }) => ({ page: context.page }),
        onDone: { target: 'ready', actions: assign({ audit: ({ event }) => event.output, loadError: '' }) },
        onError: { target: 'failed', actions: assign({ loadError: ({ event }) => failureMessage(event.error, LOAD_AUDIT_FAILED) }) },
      },
    },
    ready: { on: { 'page.go': { target: 'loading', actions: assign({ page: ({ event }) => event.page }) } } },
    failed: { on: { 'list.retry': 'loading' } },
  },
});
