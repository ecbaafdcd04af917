import { assertEvent, assign, emit, fromPromise, setup, type AnyActorRef } from 'xstate';
import { validateEmailField } from '../../domain/validation/email.ts';
import { validatePersonName } from '../../domain/validation/person-name.ts';
import type { AppEffect } from '../app-effects.ts';
import { failureMessage } from '../request-failure.ts';
import { isLoggedIn } from '../session-ref.ts';
import type { StudioMember } from './studio-types.ts';
import { unprovided } from '../unprovided.ts';
import { loginGate } from '../login-gate.ts';

export const LOAD_TEAM_FAILED = 'Failed to load the team';
export const INVITE_FAILED = 'Failed to invite';
export const REVOKE_FAILED = 'Failed to revoke';

interface StudioTeamContext {
  readonly session: AnyActorRef | null;
  readonly members: readonly StudioMember[];
  readonly loadError: string;
  readonly email: string;
  readonly name: string;
  readonly inviteError: string;
  readonly revokingId: string | null;
}

export type StudioTeamEvent =
  | { type: 'invite.email'; value: string }
  | { type: 'invite.name'; value: string }
  | { type: 'invite.submit' }
  | { type: 'member.revoke'; id: string }
  | { type: 'list.retry' };

/** What is wrong with the invitation as typed; '' when it can be sent. */
function inviteProblem(context: Pick<StudioTeamContext, 'email' | 'name'>): string {
  return validatePersonName(context.name, 'Name') ?? validateEmailField(context.email) ?? '';
}

const toast = (kind: 'success' | 'error', message: string) => ({ type: 'toast', kind, message }) as const;

/** /studio/team (the owner's): the team, an invitation by email, a revocation; the list is read again after each. */
export const studioTeamMachine = setup({
  types: {
    context: {} as StudioTeamContext,
    events: {} as StudioTeamEvent,
    emitted: {} as AppEffect,
    input: {} as { session: AnyActorRef | null },
  },
  actors: {
    loadTeam: fromPromise<StudioMember[]>(() => unprovided('loadTeam')),
    invite: fromPromise<string, { email: string; name: string }>(() => unprovided('invite')),
    revoke: fromPromise<string, { id: string }>(() => unprovided('revoke')),
  },
  guards: {
    isLoggedIn: ({ context }) => isLoggedIn(context.session),
    invitationIsInvalid: ({ context }) => inviteProblem(context) !== '',
  },
}).createMachine({
  id: 'studioTeam',
  context: ({ input }) => ({ session: input.session, members: [], loadError: '', email: '', name: '', inviteError: '', revokingId: null }),
  initial: 'checkingLogin',
  // The invitation's fields are filled in whatever the list is doing: what is typed while the team
  // is read (when the page opens, after an invitation or a revocation) is kept, not dropped.
  on: {
    'invite.email': { actions: assign({ email: ({ event }) => event.value, inviteError: '' }) },
    'invite.name': { actions: assign({ name: ({ event }) => event.value, inviteError: '' }) },
  },
  states: {
    ...loginGate<StudioTeamContext, StudioTeamEvent>('loading'),
    loading: {
      invoke: {
        id: 'loadTeam',
        src: 'loadTeam',
        onDone: { target: 'ready', actions: assign({ members: ({ event }) => event.output, loadError: '' }) },
        onError: { target: 'failed', actions: assign({ loadError: ({ event }) => failureMessage(event.error, LOAD_TEAM_FAILED) }) },
      },
    },
    failed: { on: { 'list.retry': 'loading' } },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'invite.submit': [
              { guard: 'invitationIsInvalid', actions: assign({ inviteError: ({ context }) => inviteProblem(context) }) },
              { target: 'inviting' },
            ],
            'member.revoke': { target: 'revoking', actions: assign({ revokingId: ({ event }) => event.id }) },
          },
        },
        inviting: {
          invoke: {
            id: 'invite',
            src: 'invite',
            input: ({ context }) => ({ email: context.email, name: context.name }),
            onDone: {
              target: '#studioTeam.loading',
              actions: [assign({ email: '', name: '' }), emit(({ event }) => toast('success', event.output))],
            },
            onError: { target: 'idle', actions: assign({ inviteError: ({ event }) => failureMessage(event.error, INVITE_FAILED) }) },
          },
        },
        revoking: {
          invoke: {
            id: 'revoke',
            src: 'revoke',
            input: ({ event }) => {
              assertEvent(event, 'member.revoke');
              return { id: event.id };
            },
            onDone: {
              target: '#studioTeam.loading',
              actions: [assign({ revokingId: null }), emit(({ event }) => toast('success', event.output))],
            },
            onError: {
              target: 'idle',
              actions: [assign({ revokingId: null }), emit(({ event }) => toast('error', failureMessage(event.error, REVOKE_FAILED)))],
            },
          },
        },
      },
    },
  },
});
