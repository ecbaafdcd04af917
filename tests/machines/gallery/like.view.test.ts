import type { SnapshotFrom } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { likeMachine } from '../../../src/machines/gallery/like.machine.ts';
import { likeView } from '../../../src/machines/gallery/like.view.ts';

// A fixed snapshot: the view only reads context.isLiked and context.likeCount.
function snap(isLiked: boolean, likeCount: number): SnapshotFrom<typeof likeMachine> {
  return { context: { isLiked, likeCount } } as unknown as SnapshotFrom<typeof likeMachine>;
}

describe('likeView', () => {
  it('uses the singular unit for exactly one like', () => {
    expect(likeView(snap(true, 1))).toEqual({ isLiked: true, count: 1, label: 'Unlike', unit: ' like' });
  });
  it('uses the plural unit for zero and two likes', () => {
    expect(likeView(snap(false, 0))).toEqual({ isLiked: false, count: 0, label: 'Like', unit: ' likes' });
    expect(likeView(snap(false, 2)).unit).toBe(' likes');
  });
});
