import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { fromPromise } from 'xstate';
import { thumbnailRows } from '../../domain/product-page.ts';
import { carouselMachine, type ShareOutcome } from '../../machines/shop/carousel.machine.ts';
import { ToastContext } from '../app/ToastContext.ts';
import { textButton } from './ProductPage.css.ts';
import * as styles from './ProductImages.css.ts';

/** The device share sheet where there is one, else the link goes to the clipboard. */
async function shareLink({ url, title }: { url: string; title: string }): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ url, title });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      throw error;
    }
  }
  await navigator.clipboard.writeText(url);
  return 'copied';
}

/** The carousel machine with the page's scroll lock and the browser's share. */
export const browserCarouselMachine = carouselMachine.provide({
  actors: { share: fromPromise(({ input }) => shareLink(input)) },
  actions: {
    lockPageScroll: () => void (document.body.style.overflow = 'hidden'),
    unlockPageScroll: () => void (document.body.style.overflow = ''),
  },
});

interface ProductImagesProps {
  readonly machine?: typeof carouselMachine;
  readonly title: string;
  readonly images: readonly string[];
  readonly selectedImage: string | null;
  readonly onSelect: (image: string) => void;
}

/**
 * The product's image area: the large image (a click opens the full-screen carousel) and the
 * thumbnails in rows of five (a click selects, a double click opens the gallery overlay).
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
  const { index } = snapshot.context;
  const current = snapshot.context.images[index];
  const count = snapshot.context.images.length;

  return (
    <div className={styles.images}>
      {shown ? (
        <button
          type="button"
          className={styles.mainButton}
          aria-label={`Open full-screen view of ${title}`}
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
                    onClick={() => onSelect(image)}
                    onDoubleClick={() => send({ type: 'gallery.open', images, index: position })}
                  >
                    <img src={image} alt="" />
                  </button>
                </li>
              ))}
            </ul>
          ))}
          <button type="button" className={textButton} onClick={() => send({ type: 'gallery.open', images, index: selectedIndex })}>
            View all photos
          </button>
        </div>
      )}

      {snapshot.matches({ open: 'carousel' }) &&
        current &&
        createPortal(
          <div
            className={styles.overlay}
            role="dialog"
            aria-modal="true"
            aria-label={`${title}: photo viewer`}
            onKeyDown={(event) => {
              if (['ArrowLeft', 'ArrowRight', 'Escape'].includes(event.key)) {
                event.preventDefault();
                send({ type: 'carousel.key', key: event.key });
              }
            }}
            onTouchStart={(event) => {
              const touch = event.touches[0];
              if (touch) send({ type: 'swipe.start', x: touch.clientX });
            }}
            onTouchEnd={(event) => {
              const touch = event.changedTouches[0];
              if (touch) send({ type: 'swipe.end', x: touch.clientX });
            }}
          >
            <div className={styles.overlayBar}>
              <p className={styles.counter} aria-live="polite">
                {index + 1} / {count}
              </p>
              <button
                type="button"
                className={styles.overlayButton}
                disabled={snapshot.matches({ open: { carousel: 'sharing' } })}
                onClick={() => send({ type: 'carousel.share', url: window.location.href, title })}
              >
                Share
              </button>
              <button type="button" className={styles.overlayButton} onClick={() => send({ type: 'carousel.close' })} autoFocus>
                Close
              </button>
            </div>
            <img className={styles.overlayImage} src={current} alt={`${title}, image ${index + 1} of ${count}`} />
            {count > 1 && (
              <>
                <button type="button" className={`${styles.arrow} ${styles.previous}`} aria-label="Previous image" onClick={() => send({ type: 'carousel.previous' })}>
                  ‹
                </button>
                <button type="button" className={`${styles.arrow} ${styles.next}`} aria-label="Next image" onClick={() => send({ type: 'carousel.next' })}>
                  ›
                </button>
              </>
            )}
          </div>,
          document.body,
        )}

      {snapshot.matches({ open: 'gallery' }) &&
        createPortal(
          <div
            className={styles.overlay}
            role="dialog"
            aria-modal="true"
            aria-label={`${title}: gallery`}
            onKeyDown={(event) => event.key === 'Escape' && send({ type: 'carousel.key', key: 'Escape' })}
          >
            <div className={styles.overlayBar}>
              <p className={styles.counter}>{count} photos</p>
              <button type="button" className={styles.overlayButton} onClick={() => send({ type: 'carousel.close' })} autoFocus>
                Close
              </button>
            </div>
            <ul className={styles.galleryGrid}>
              {snapshot.context.images.map((image, position) => (
                <li key={image}>
                  <button
                    type="button"
                    className={styles.galleryItem}
                    aria-label={`Open image ${position + 1} of ${count}`}
                    onClick={() => send({ type: 'carousel.show', index: position })}
                  >
                    <img src={image} alt="" />
                  </button>
                </li>
              ))}
            </ul>
          </div>,
          document.body,
        )}
    </div>
  );
}
