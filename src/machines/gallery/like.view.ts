import type { SnapshotFrom } from 'xstate';
import type { likeMachine } from './like.machine.ts';

export interface LikeView {
  readonly isLiked: boolean;
  readonly count: number;
  /** What pressing the button does: 'Like' or 'Unlike'. */
  readonly label: string;
  /** ' likes' or ' like' after the count, for the button's name ('Like 3 likes'). */
  readonly unit: string;
}

export function likeView(snapshot: SnapshotFrom<typeof likeMachine>): LikeView {
  const { isLiked, likeCount } = snapshot.context;
  return { isLiked, count: likeCount, label: isLiked ? 'Unlike' : 'Like', unit: likeCount === 1 ? ' like' : ' likes' };
}
