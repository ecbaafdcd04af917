import type { SnapshotFrom } from 'xstate';
import { slideLabel } from '../../domain/gallery.ts';
import type { slideshowMachine } from './slideshow.machine.ts';

export interface SlideshowView {
  readonly index: number;
  readonly count: number;
  readonly playing: boolean;
  /** '3 / 24' */
  readonly position: string;
}

export function slideshowView(snapshot: SnapshotFrom<typeof slideshowMachine>): SlideshowView {
  const { index, count } = snapshot.context;
  return { index, count, playing: snapshot.matches('playing'), position: slideLabel(index, count) };
}
