import type { ReactNode } from 'react';
import { Dialog } from 'react-aria-components/Dialog';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import type { PictureView } from '../../machines/gallery/gallery-card.ts';
import type { LightboxEvent } from '../../machines/gallery/lightbox.machine.ts';
import * as overlays from './gallery-overlays.css.ts';
import * as styles from './gallery.css.ts';
import { Picture } from './Picture.tsx';

// The keys the lightbox machine decides about.
const KEYS = new Set(['ArrowLeft', 'ArrowRight', 'Escape']);

export interface LightboxProps {
  readonly label: string;
  readonly index: number;
  readonly count: number;
  readonly picture: PictureView;
  /** Wraps the picture, e.g. in a link to its page. */
  readonly framePicture?: (picture: ReactNode) => ReactNode;
  readonly thumbnails?: readonly PictureView[];
  readonly send: (event: LightboxEvent) => void;
  /** What the previous button says: 'Previous', or 'Prev' in the showcase modal. */
  readonly previousLabel?: string;
  readonly children?: ReactNode;
}

/**
 * A full-screen lightbox (react-aria modal: focus stays inside and returns to the opener; a click
 * on the backdrop closes it). Close, previous, next, thumbnails and the arrow keys go to the
 * lightbox machine. Loaded on demand (lazyOverlay), so react-aria stays out of first loads.
 */
export function GalleryLightbox({
  label,
  index,
  count,
  picture,
  framePicture = (node) => node,
  thumbnails,
  send,
  previousLabel = 'Previous',
  children,
}: LightboxProps) {
  const image = <Picture picture={picture} sizes="(min-width: 60rem) 60rem, 100vw" eager className={overlays.lightboxPicture} />;
  return (
    <ModalOverlay
      className={overlays.overlay}
      isOpen
      isDismissable
      isKeyboardDismissDisabled
      onOpenChange={(open) => open || send({ type: 'lightbox.close' })}
    >
      <Modal className={overlays.modal}>
        <div
          onKeyDown={(event) => {
            if (!KEYS.has(event.key)) return;
            event.preventDefault();
            send({ type: 'lightbox.key', key: event.key });
          }}
        >
          <Dialog className={children ? `${overlays.lightbox} ${overlays.lightboxWithInfo}` : overlays.lightbox} aria-label={label}>
            <div className={overlays.lightboxBar}>
              <p className={overlays.counter}>
                {index + 1} / {count}
              </p>
              <button type="button" className={styles.darkButton} onClick={() => send({ type: 'lightbox.previous' })}>
                {previousLabel}
              </button>
              <button type="button" className={styles.darkButton} onClick={() => send({ type: 'lightbox.next' })}>
                Next
              </button>
              <button type="button" className={styles.darkButton} onClick={() => send({ type: 'lightbox.close' })} autoFocus>
                Close
              </button>
            </div>
            {framePicture(image)}
            {children && <div className={overlays.lightboxInfo}>{children}</div>}
            {thumbnails && thumbnails.length > 1 && (
              <ul className={styles.thumbs} aria-label="Thumbnails">
                {thumbnails.map((thumbnail, position) => (
                  <li key={`${thumbnail.src}-${position}`}>
                    <button
                      type="button"
                      className={position === index ? `${styles.thumbButton} ${styles.thumbCurrent}` : styles.thumbButton}
                      aria-current={position === index ? 'true' : undefined}
                      onClick={() => send({ type: 'lightbox.show', index: position })}
                    >
                      {/* The picture is the button's only content: its title names the button. */}
                      <Picture picture={thumbnail} sizes="6rem" className={styles.thumbImage} />
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </Dialog>
        </div>
      </Modal>
    </ModalOverlay>
  );
}
