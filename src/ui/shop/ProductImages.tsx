import { useMachine } from '@xstate/react';
import { Suspense, useEffect } from 'react';
import { thumbnailRows } from '../../domain/product-page.ts';
import { browserCarouselMachine } from '../../machines/shop/carousel.live.ts';
import type { carouselMachine } from '../../machines/shop/carousel.machine.ts';
import { ToastContext } from '../app/ToastContext.ts';
import { textButton } from './ProductPage.css.ts';
import { lazyOverlay } from '../app/lazy-overlay.ts';
import * as styles from './ProductImages.css.ts';

// The full-screen views (with react-aria) are downloaded when a shopper reaches for an image.
const { Overlay: ImageViewer, preload: preloadImageViewer } = lazyOverlay(async () => (await import('./ImageViewer.tsx')).ImageViewer);

interface ProductImagesProps {
  readonly machine?: typeof carouselMachine;
  readonly title: string;
  readonly images: readonly string[];
  readonly selectedImage: string | null;
  readonly onSelect: (image: string) => void;
}

/**
 * The product's image area: the large image (a click opens the full-screen carousel) and the
 * thumbnails in rows of five (a click selects, a double click opens the gallery overlay). The
 * full-screen views themselves are in ImageViewer.
 */
export function ProductImages({ machine = browserCarouselMachine, title, images, selectedImage, onSelect }: ProductImagesProps) {
  const [snapshot, send, actorRef] = useMachine(machine);
  const toasts = ToastContext.useActorRef();
  useEffect(() => {
    const subscription = actorRef.on('toast', (event) => toasts.send({ type: 'toast.show', kind: event.kind, message: event.message }));
    return () => subscription.unsubscribe();
  }, [actorRef, toasts]);

  const selectedIndex = Math.max(0, selectedImage ? images.indexOf(selectedImage) : 0);
  const shown = selectedImage ?? images[0];

  return (
    <div className={styles.images}>
      {shown ? (
        <button
          type="button"
          className={styles.mainButton}
          aria-label={`Open full-screen view of ${title}`}
          onPointerEnter={preloadImageViewer}
          onFocus={preloadImageViewer}
          onClick={() => send({ type: 'carousel.open', images, index: selectedIndex })}
        >
          <img className={styles.mainImage} src={shown} alt="" />
        </button>
      ) : (
        <div className={styles.placeholder} role="img" aria-label={`No photo of ${title} yet`} />
      )}

      {images.length > 1 && (
        <div className={styles.thumbnails}>
          {thumbnailRows(images.map((image, position) => ({ image, position }))).map((row) => (
            <ul key={row[0]?.position} className={styles.thumbnailRow}>
              {row.map(({ image, position }) => (
                <li key={image}>
                  <button
                    type="button"
                    className={styles.thumbnail}
                    aria-label={`Show image ${position + 1} of ${images.length}`}
                    aria-pressed={image === shown}
                    onPointerEnter={preloadImageViewer}
                    onFocus={preloadImageViewer}
                    onClick={() => onSelect(image)}
                    onDoubleClick={() => send({ type: 'gallery.open', images, index: position })}
                  >
                    <img src={image} alt="" />
                  </button>
                </li>
              ))}
            </ul>
          ))}
          <button
            type="button"
            className={textButton}
            onPointerEnter={preloadImageViewer}
            onFocus={preloadImageViewer}
            onClick={() => send({ type: 'gallery.open', images, index: selectedIndex })}
          >
            View all photos
          </button>
        </div>
      )}

      {snapshot.matches('open') && snapshot.context.images.length > 0 && (
        <Suspense fallback={null}>
          <ImageViewer title={title} snapshot={snapshot} send={send} />
        </Suspense>
      )}
    </div>
  );
}
