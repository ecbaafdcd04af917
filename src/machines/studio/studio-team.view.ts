import type { SnapshotFrom } from 'xstate';
import { formatDate } from '../../domain/dates.ts';
import type { studioTeamMachine } from './studio-team.machine.ts';

export interface StudioTeamView {
  readonly loading: boolean;
  readonly problem: string;
  readonly canRetry: boolean;
  readonly members: readonly {
    id: string;
    name: string;
    email: string;
    role: string;
    joined: string;
    state: string;
    revocable: boolean;
    revoking: boolean;
  }[];
  readonly email: string;
  readonly name: string;
  readonly inviteError: string;
  readonly inviting: boolean;
  readonly busy: boolean;
}

export function studioTeamView(snapshot: SnapshotFrom<typeof studioTeamMachine>): StudioTeamView {
  const { context } = snapshot;
  const busy = snapshot.matches({ ready: 'inviting' }) || snapshot.matches({ ready: 'revoking' }) || snapshot.matches('loading');
  return {
    loading: snapshot.matches('loading'),
    problem: snapshot.matches('failed') ? context.loadError : '',
    canRetry: snapshot.matches('failed'),
    members: context.members.map((member) => ({
      id: member._id,
      name: member.name,
      email: member.email,
      role: member.role === 'owner' ? 'Owner' : 'Staff',
      joined: formatDate(member.joined),
      state: member.passwordSet ? 'Active' : 'Invited (no password yet)',
      revocable: member.role === 'staff',
      revoking: context.revokingId === member._id,
    })),
    email: context.email,
    name: context.name,
    inviteError: context.inviteError,
    inviting: snapshot.matches({ ready: 'inviting' }),
    busy,
  };
}
