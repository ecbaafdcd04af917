import { Fragment } from 'react';
import { Dialog } from 'react-aria-components/Dialog';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import type { CarouselView } from '../../machines/shop/carousel.view.ts';
import type { ViewerEvent } from '../../machines/shop/product-detail.machine.ts';
import * as styles from './ImageViewer.css.ts';

interface ImageViewerProps {
  readonly title: string;
  readonly viewer: Exclude<CarouselView, { mode: 'closed' }>;
  readonly send: (event: ViewerEvent) => void;
}

/** The keys each view hands to the carousel machine (the machine decides what they do). */
const CAROUSEL_KEYS = ['ArrowLeft', 'ArrowRight', 'Escape'];
const GALLERY_KEYS = ['Escape'];

/**
 * The product's full-screen views while the carousel machine is open: the gallery overlay or the
 * carousel. One modal dialog (react-aria) for both, so Tab and Shift+Tab stay inside, the page
 * behind is hidden from assistive technology, and closing returns focus to the control that opened
 * it, even after the gallery handed over to the carousel. Escape goes to the machine, like the
 * arrows. Loaded on demand, see ProductImages.
 */
export function ImageViewer({ title, viewer, send }: ImageViewerProps) {
  const inGallery = viewer.mode === 'gallery';
  const keys = inGallery ? GALLERY_KEYS : CAROUSEL_KEYS;
  const close = () => send({ type: 'carousel.close' });

  return (
    <ModalOverlay className={styles.overlay} isOpen isKeyboardDismissDisabled onOpenChange={(open) => open || close()}>
      <Modal className={styles.modal}>
        {/* Keys and swipes are heard around the dialog (react-aria's Dialog takes no key handlers). */}
        <div
          className={styles.frame}
          onKeyDown={(event) => {
            if (!keys.includes(event.key)) return;
            event.preventDefault();
            send({ type: 'carousel.key', key: event.key });
          }}
          onTouchStart={(event) => {
            const touch = event.touches[0];
            if (!inGallery && touch) send({ type: 'swipe.start', x: touch.clientX });
          }}
          onTouchEnd={(event) => {
            const touch = event.changedTouches[0];
            if (!inGallery && touch) send({ type: 'swipe.end', x: touch.clientX });
          }}
        >
          <Dialog className={styles.dialog} aria-label={inGallery ? `${title}: gallery` : `${title}: photo viewer`}>
            {/* Keyed apart, so the carousel's Close is a new button and its autoFocus takes the focus. */}
            {viewer.mode === 'gallery' ? (
              <Fragment key="gallery">
                <div className={styles.overlayBar}>
                  <p className={styles.counter}>{viewer.countText}</p>
                  <button type="button" className={styles.overlayButton} onClick={close} autoFocus>
                    Close
                  </button>
                </div>
                <ul className={styles.galleryGrid}>
                  {viewer.images.map((image, position) => (
                    <li key={image}>
                      <button
                        type="button"
                        className={styles.galleryItem}
                        aria-label={`Open image ${position + 1} of ${viewer.images.length}`}
                        onClick={() => send({ type: 'carousel.show', index: position })}
                      >
                        <img src={image} alt="" />
                      </button>
                    </li>
                  ))}
                </ul>
              </Fragment>
            ) : (
              <Fragment key="carousel">
                <div className={styles.overlayBar}>
                  <p className={styles.counter} aria-live="polite">
                    {viewer.counterText}
                  </p>
                  <button
                    type="button"
                    className={styles.overlayButton}
                    // aria-disabled, not disabled: a disabled button would drop the keyboard focus out
                    // of the viewer (Escape would no longer close it); the machine ignores a press meanwhile.
                    aria-disabled={viewer.sharing}
                    onClick={() => send({ type: 'carousel.share', url: window.location.href, title })}
                  >
                    Share
                  </button>
                  <button type="button" className={styles.overlayButton} onClick={close} autoFocus>
                    Close
                  </button>
                </div>
                <img className={styles.overlayImage} src={viewer.image} alt={`${title}, image ${viewer.index + 1} of ${viewer.count}`} />
                {viewer.arrows && (
                  <>
                    <button
                      type="button"
                      className={`${styles.arrow} ${styles.previous}`}
                      aria-label="Previous image"
                      onClick={() => send({ type: 'carousel.previous' })}
                    >
                      ‹
                    </button>
                    <button
                      type="button"
                      className={`${styles.arrow} ${styles.next}`}
                      aria-label="Next image"
                      onClick={() => send({ type: 'carousel.next' })}
                    >
                      ›
                    </button>
                  </>
                )}
              </Fragment>
            )}
          </Dialog>
        </div>
      </Modal>
    </ModalOverlay>
  );
}
