import type { SyntheticEvent } from 'react';
import type { PictureView } from '../../machines/gallery/gallery-card.ts';
import * as styles from './gallery.css.ts';

interface PictureProps {
  readonly picture: PictureView;
  /** How wide the picture is drawn, for the browser's choice among the renditions. */
  readonly sizes: string;
  /** Pictures above the fold load at once; the rest when they come near. */
  readonly eager?: boolean;
  readonly className?: string;
}

// The studio's logo stands in for a picture that fails to load.
const PLACEHOLDER = '/logo.png';

/** Shows the placeholder once; a placeholder that fails too is left alone. */
function fallBack(event: SyntheticEvent<HTMLImageElement>) {
  const image = event.currentTarget;
  if (image.dataset.fallback) return;
  image.dataset.fallback = 'placeholder';
  image.srcset = '';
  // A <source> without sources is skipped, so the <img> shows the placeholder.
  const source = image.closest('picture')?.querySelector('source');
  if (source) source.srcset = '';
  image.src = PLACEHOLDER;
}

/** A gallery picture: WebP where the browser takes it, JPEG otherwise, with its size reserved. */
export function Picture({ picture, sizes, eager = false, className = styles.picture }: PictureProps) {
  const loading = eager ? 'eager' : 'lazy';
  // Every picture says what it shows: its title (the rule for text alternatives).
  const { alt } = picture;
  if (!picture.srcSet) {
    return (
      <img
        className={className}
        src={picture.src}
        width={picture.width}
        height={picture.height}
        alt={alt}
        loading={loading}
        decoding="async"
        onError={fallBack}
      />
    );
  }
  return (
    <picture>
      {picture.webpSrcSet && <source type="image/webp" srcSet={picture.webpSrcSet} sizes={sizes} />}
      <img
        className={className}
        src={picture.src}
        srcSet={picture.srcSet}
        sizes={sizes}
        width={picture.width}
        height={picture.height}
        alt={alt}
        loading={loading}
        decoding="async"
        onError={fallBack}
      />
    </picture>
  );
}
