import type { SnapshotFrom } from 'xstate';
import type { likeMachine } from './like.machine.ts';

export interface LikeView {
  readonly isLiked: boolean;
  readonly count: number;
  /** The button's accessible name: what pressing it does. */
  readonly label: string;
}

export function likeView(snapshot: SnapshotFrom<typeof likeMachine>): LikeView {
  const { isLiked, likeCount } = snapshot.context;
  return { isLiked, count: likeCount, label: isLiked ? 'Unlike' : 'Like' };
}
