import { Dialog } from 'react-aria-components/Dialog';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import type { LightboxEvent } from '../../machines/gallery/lightbox.machine.ts';
import type { StudioImage } from './studio-images.ts';
import * as styles from './ImageGallery.css.ts';

const KEYS = new Set(['ArrowLeft', 'ArrowRight', 'Escape']);

interface ImageLightboxProps {
  readonly images: readonly StudioImage[];
  readonly index: number;
  readonly send: (event: LightboxEvent) => void;
}

/** The image gallery's lightbox: a react-aria modal (focus kept inside and returned), loaded on demand. */
export function ImageLightbox({ images, index, send }: ImageLightboxProps) {
  const image = images[index];
  if (!image) return null;
  return (
    <ModalOverlay
      className={styles.overlay}
      isOpen
      isDismissable
      isKeyboardDismissDisabled
      onOpenChange={(open) => open || send({ type: 'lightbox.close' })}
    >
      <Modal className={styles.modal}>
        <div
          onKeyDown={(event) => {
            if (!KEYS.has(event.key)) return;
            event.preventDefault();
            send({ type: 'lightbox.key', key: event.key });
          }}
        >
          <Dialog className={styles.dialog} aria-label="Image Gallery">
            <img className={styles.large} src={image.src} alt={image.alt} />
            <p className={styles.counter}>
              {index + 1} / {images.length}
            </p>
            <div className={styles.bar}>
              <button type="button" className={styles.darkButton} onClick={() => send({ type: 'lightbox.previous' })}>
                Previous
              </button>
              <button type="button" className={styles.darkButton} onClick={() => send({ type: 'lightbox.next' })}>
                Next
              </button>
              <button type="button" className={styles.darkButton} onClick={() => send({ type: 'lightbox.close' })}>
                Close
              </button>
            </div>
          </Dialog>
        </div>
      </Modal>
    </ModalOverlay>
  );
}
