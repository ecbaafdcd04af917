import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { AppEffect } from '../../../src/machines/app-effects.ts';
import { LOAD_TEAM_FAILED, REVOKE_FAILED, studioTeamMachine } from '../../../src/machines/studio/studio-team.machine.ts';
import { studioTeamView } from '../../../src/machines/studio/studio-team.view.ts';
import type { StudioMember } from '../../../src/machines/studio/studio-types.ts';
import { neverSettles } from '../support/replay.ts';
import { rejectedByServer, sessionWithToken } from './fixtures.ts';

const owner: StudioMember = {
  _id: 'u1',
  name: 'Tola Owner',
  email: 'tola@example.ng',
  role: 'owner',
  joined: '2026-11-01T10:00:00.000Z',
  passwordSet: true,
};
const staff: StudioMember = {
  _id: 'u2',
  name: 'Sade Staff',
  email: 'sade@example.ng',
  role: 'staff',
  joined: '2026-11-20T10:00:00.000Z',
  passwordSet: false,
};

function harness(options: { loadFails?: unknown; inviteFails?: unknown; revokeFails?: unknown } = {}) {
  const invites: { email: string; name: string }[] = [];
  const revokes: string[] = [];
  let loads = 0;
  const machine = studioTeamMachine.provide({
    actors: {
      loadTeam: fromPromise(async () => {
        loads += 1;
        if (options.loadFails) throw options.loadFails;
        return [owner, staff];
      }),
      invite: fromPromise(async ({ input }) => {
        invites.push(input);
        if (options.inviteFails) throw options.inviteFails;
        return `${input.email} is invited`;
      }),
      revoke: fromPromise(async ({ input }) => {
        revokes.push(input.id);
        if (options.revokeFails) throw options.revokeFails;
        return 'sade@example.ng can no longer use the studio';
      }),
    },
  });
  const actor = createActor(machine, { input: { session: sessionWithToken('t') } });
  const effects: AppEffect[] = [];
  actor.on('*', (event) => effects.push(event as AppEffect));
  actor.start();
  return { actor, invites, revokes, effects, loads: () => loads };
}

/** The seeded team's rows as the page lists them, the staff member's revocation running or not. */
const members = (revokingStaff: boolean) => [
  {
    id: 'u1',
    name: 'Tola Owner',
    email: 'tola@example.ng',
    role: 'Owner',
    joined: '1 November 2026',
    state: 'Active',
    revocable: false,
    revoking: false,
  },
  {
    id: 'u2',
    name: 'Sade Staff',
    email: 'sade@example.ng',
    role: 'Staff',
    joined: '20 November 2026',
    state: 'Invited (no password yet)',
    revocable: true,
    revoking: revokingStaff,
  },
];

describe('the owner’s team page', () => {
  it('lists the team with who may be revoked', async () => {
    const { actor } = harness();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(studioTeamView(actor.getSnapshot()).members).toEqual(members(false));
  });

  it('checks the invitation before sending it, then sends it and reads the team again', async () => {
    const { actor, invites, effects, loads } = harness();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'invite.submit' });
    expect(studioTeamView(actor.getSnapshot()).inviteError).toBe('Name is required');
    actor.send({ type: 'invite.name', value: 'Kola' });
    actor.send({ type: 'invite.email', value: 'not-an-email' });
    actor.send({ type: 'invite.submit' });
    expect(studioTeamView(actor.getSnapshot()).inviteError).toBe('Please enter a valid email address');
    actor.send({ type: 'invite.email', value: 'kola@example.ng' });
    actor.send({ type: 'invite.submit' });
    expect(studioTeamView(actor.getSnapshot()).inviting).toBe(true);
    await waitFor(actor, (s) => s.matches('ready') && loads() === 2);
    expect(invites).toEqual([{ email: 'kola@example.ng', name: 'Kola' }]);
    expect(effects).toContainEqual({ type: 'toast', kind: 'success', message: 'kola@example.ng is invited' });
    expect(studioTeamView(actor.getSnapshot())).toMatchObject({ email: '', name: '', inviteError: '' });
  });

  it('keeps what is typed while the team is read: when the page opens and after an invitation', async () => {
    const { actor, loads } = harness();
    actor.send({ type: 'invite.name', value: 'Kola' });
    expect(actor.getSnapshot().matches('ready')).toBe(false);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'invite.email', value: 'kola@example.ng' });
    actor.send({ type: 'invite.submit' });
    await waitFor(actor, (s) => s.matches('loading'));
    actor.send({ type: 'invite.name', value: 'Bisi' });
    actor.send({ type: 'invite.email', value: 'bisi@example.ng' });
    await waitFor(actor, (s) => s.matches('ready') && loads() === 2);
    expect(studioTeamView(actor.getSnapshot())).toMatchObject({ name: 'Bisi', email: 'bisi@example.ng', inviteError: '' });
  });

  it('shows the server’s refusal of an invitation beside the form', async () => {
    const { actor } = harness({ inviteFails: rejectedByServer('This account is already the owner') });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'invite.name', value: 'Tola' });
    actor.send({ type: 'invite.email', value: 'tola@example.ng' });
    actor.send({ type: 'invite.submit' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && studioTeamView(s).inviteError !== '');
    expect(studioTeamView(actor.getSnapshot()).inviteError).toBe('This account is already the owner');
  });

  it('revokes a member, or says why it could not', async () => {
    const ok = harness();
    await waitFor(ok.actor, (s) => s.matches('ready'));
    ok.actor.send({ type: 'member.revoke', id: 'u2' });
    expect(studioTeamView(ok.actor.getSnapshot()).members[1]?.revoking).toBe(true);
    await waitFor(ok.actor, (s) => s.matches('ready') && ok.loads() === 2);
    expect(ok.revokes).toEqual(['u2']);
    expect(ok.effects).toContainEqual({ type: 'toast', kind: 'success', message: 'sade@example.ng can no longer use the studio' });
    const failing = harness({ revokeFails: new TypeError('offline') });
    await waitFor(failing.actor, (s) => s.matches('ready'));
    failing.actor.send({ type: 'member.revoke', id: 'u2' });
    await waitFor(failing.actor, (s) => s.matches({ ready: 'idle' }) && failing.effects.length > 0);
    expect(failing.effects).toEqual([{ type: 'toast', kind: 'error', message: REVOKE_FAILED }]);
  });

  it('tells a staff member the page is the owner’s, and falls back to its own words offline', async () => {
    const staffOnly = harness({ loadFails: rejectedByServer("Only the studio's owner can do this") });
    await waitFor(staffOnly.actor, (s) => s.matches('failed'));
    expect(studioTeamView(staffOnly.actor.getSnapshot())).toMatchObject({ problem: "Only the studio's owner can do this", canRetry: true });
    const offline = harness({ loadFails: new TypeError('offline') });
    await waitFor(offline.actor, (s) => s.matches('failed'));
    expect(studioTeamView(offline.actor.getSnapshot()).problem).toBe(LOAD_TEAM_FAILED);
  });
});

describe('the team page’s whole view', () => {
  /** The team page with requests the test leaves under way: `pending` names the one that never answers. */
  function pendingHarness(pending: 'loadTeam' | 'invite' | 'revoke') {
    const session = sessionWithToken('t');
    const machine = studioTeamMachine.provide({
      actors: {
        loadTeam: fromPromise(() => (pending === 'loadTeam' ? neverSettles<StudioMember[]>() : Promise.resolve([owner, staff]))),
        invite: fromPromise(() => neverSettles<string>()),
        revoke: fromPromise(() => neverSettles<string>()),
      },
    });
    return { actor: createActor(machine, { input: { session } }).start(), session };
  }

  const nothingTyped = { email: '', name: '', inviteError: '' };

  it('starts with nothing read and nothing typed, busy while the team is read', () => {
    const { actor, session } = pendingHarness('loadTeam');
    expect(actor.getSnapshot().context).toEqual({ session, members: [], revokingId: null, loadError: '', ...nothingTyped });
    expect(studioTeamView(actor.getSnapshot())).toEqual({
      loading: true,
      problem: '',
      canRetry: false,
      members: [],
      ...nothingTyped,
      inviting: false,
      busy: true,
    });
  });

  it('is idle once the team is read, and busy while an invitation is sent', async () => {
    const { actor } = pendingHarness('invite');
    await waitFor(actor, (s) => s.matches('ready'));
    expect(studioTeamView(actor.getSnapshot())).toEqual({
      loading: false,
      problem: '',
      canRetry: false,
      members: members(false),
      ...nothingTyped,
      inviting: false,
      busy: false,
    });
    actor.send({ type: 'invite.name', value: 'Kola' });
    actor.send({ type: 'invite.email', value: 'kola@example.ng' });
    actor.send({ type: 'invite.submit' });
    expect(studioTeamView(actor.getSnapshot())).toEqual({
      loading: false,
      problem: '',
      canRetry: false,
      members: members(false),
      email: 'kola@example.ng',
      name: 'Kola',
      inviteError: '',
      inviting: true,
      busy: true,
    });
  });

  it('is busy while a member is revoked, the member marked', async () => {
    const { actor } = pendingHarness('revoke');
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'member.revoke', id: 'u2' });
    expect(studioTeamView(actor.getSnapshot())).toEqual({
      loading: false,
      problem: '',
      canRetry: false,
      members: members(true),
      ...nothingTyped,
      inviting: false,
      busy: true,
    });
  });

  it('says why the team could not be read, neither loading nor busy', async () => {
    const { actor } = harness({ loadFails: rejectedByServer("Only the studio's owner can do this") });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(studioTeamView(actor.getSnapshot())).toEqual({
      loading: false,
      problem: "Only the studio's owner can do this",
      canRetry: true,
      members: [],
      ...nothingTyped,
      inviting: false,
      busy: false,
    });
  });

  it('forgets the member being revoked when the revocation fails, and lets the form be used again', async () => {
    const { actor, effects } = harness({ revokeFails: rejectedByServer('The owner cannot be revoked') });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'member.revoke', id: 'u2' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(effects).toEqual([{ type: 'toast', kind: 'error', message: 'The owner cannot be revoked' }]);
    expect(actor.getSnapshot().context.revokingId).toBeNull();
    expect(studioTeamView(actor.getSnapshot())).toMatchObject({ members: members(false), busy: false });
  });
});
