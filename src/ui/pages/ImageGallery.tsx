import { Link } from 'react-router';
import type { LightboxEvent } from '../../machines/gallery/lightbox.machine.ts';
import type { LightboxView } from '../../machines/gallery/lightbox.view.ts';
import { lazyOverlay } from '../app/lazy-overlay.ts';
import type { StudioImage } from './studio-images.ts';
import * as styles from './ImageGallery.css.ts';

const { Overlay: Lightbox, preload } = lazyOverlay(async () => (await import('./ImageLightbox.tsx')).ImageLightbox);

interface ImageGalleryProps {
  readonly images: readonly StudioImage[];
  readonly lightbox: LightboxView;
  readonly send: (event: LightboxEvent) => void;
}

/** Image Gallery: a three-column grid; each picture opens the lightbox; a plus links back home. */
export function ImageGallery({ images, lightbox, send }: ImageGalleryProps) {
  return (
    <section aria-labelledby="image-gallery" className={styles.section}>
      <h2 className={styles.heading} id="image-gallery">
        Image Gallery
      </h2>
      <ul className={styles.grid}>
        {images.map((image, index) => (
          <li key={image.src}>
            <button
              type="button"
              className={styles.tile}
              onPointerEnter={preload}
              onFocus={preload}
              onClick={() => send({ type: 'lightbox.open', index, count: images.length })}
            >
              <img className={styles.thumb} src={image.src} alt={image.alt} loading="lazy" />
            </button>
          </li>
        ))}
        <li>
          <Link className={styles.plus} to="/" aria-label="Back to Home">
            +
          </Link>
        </li>
      </ul>
      {lightbox.open && <Lightbox images={images} index={lightbox.index} send={send} />}
    </section>
  );
}
