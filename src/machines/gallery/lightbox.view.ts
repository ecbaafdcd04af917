import type { SnapshotFrom } from 'xstate';
import type { lightboxMachine } from './lightbox.machine.ts';

export interface LightboxView {
  readonly open: boolean;
  readonly index: number;
  readonly count: number;
}

export function lightboxView(snapshot: SnapshotFrom<typeof lightboxMachine>): LightboxView {
  return { open: snapshot.matches('open'), index: snapshot.context.index, count: snapshot.context.count };
}
