import { useSelector } from '@xstate/react';
import type { LikeRef } from '../../machines/gallery/stories.machine.ts';
import { likeView } from '../../machines/gallery/like.view.ts';
import * as styles from './gallery.css.ts';

/** An image's like toggle with its count; red when liked. Its own machine decides everything. */
export function LikeButton({ likeRef, className }: { readonly likeRef: LikeRef; readonly className: string }) {
  const view = useSelector(likeRef, likeView);
  return (
    // Named 'Like 3 likes', which holds the count seen beside the heart.
    <button
      type="button"
      className={className}
      aria-pressed={view.isLiked}
      aria-label={`${view.label} ${view.count}${view.unit}`}
      onClick={() => likeRef.send({ type: 'like.toggle' })}
    >
      <span aria-hidden="true" className={view.isLiked ? styles.liked : undefined}>
        {view.isLiked ? '♥' : '♡'}
      </span>{' '}
      {view.count}
    </button>
  );
}
