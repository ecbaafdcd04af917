import { Suspense } from 'react';
import { thumbnailRows } from '../../domain/product-page.ts';
import type { ReadyProductView } from '../../machines/shop/product-detail.view.ts';
import type { ViewerEvent } from '../../machines/shop/product-detail.machine.ts';
import { textButton } from './ProductPage.css.ts';
import { lazyOverlay } from '../app/lazy-overlay.ts';
import * as styles from './ProductImages.css.ts';

// The full-screen views (with react-aria) are downloaded when a shopper reaches for an image.
const { Overlay: ImageViewer, preload: preloadImageViewer } = lazyOverlay(async () => (await import('./ImageViewer.tsx')).ImageViewer);

interface ProductImagesProps {
  readonly view: Pick<ReadyProductView, 'title' | 'images' | 'mainImage' | 'mainImageIndex' | 'viewer'>;
  readonly onSelect: (image: string) => void;
  /** The image views' events (the product page's machine hands them to its carousel child). */
  readonly send: (event: ViewerEvent) => void;
}

/**
 * The product's image area: the large image (a click opens the full-screen carousel) and the
 * thumbnails in rows of five (a click selects, a double click opens the gallery overlay). The
 * full-screen views themselves are in ImageViewer.
 */
export function ProductImages({ view, onSelect, send }: ProductImagesProps) {
  const { title, images, mainImage: shown } = view;

  return (
    <div className={styles.images}>
      {shown ? (
        <button
          type="button"
          className={styles.mainButton}
          aria-label={`Open full-screen view of ${title}`}
          onPointerEnter={preloadImageViewer}
          onFocus={preloadImageViewer}
          onClick={() => send({ type: 'carousel.open', index: view.mainImageIndex })}
        >
          <img className={styles.mainImage} src={shown} alt="" fetchPriority="high" />
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
                    onDoubleClick={() => send({ type: 'gallery.open', index: position })}
                  >
                    {/* After the large image, which is the page's largest paint. */}
                    <img src={image} alt="" fetchPriority="low" />
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
            onClick={() => send({ type: 'gallery.open', index: view.mainImageIndex })}
          >
            View all photos
          </button>
        </div>
      )}

      {view.viewer.mode !== 'closed' && (
        <Suspense fallback={null}>
          <ImageViewer title={title} viewer={view.viewer} send={send} />
        </Suspense>
      )}
    </div>
  );
}
