import { Link } from 'react-router';
import type { LightboxEvent } from '../../machines/gallery/lightbox.machine.ts';
import type { LightboxView } from '../../machines/gallery/lightbox.view.ts';
import { primaryButton } from '../styles/buttons.css.ts';
import { ImageGallery } from './ImageGallery.tsx';
import * as styles from './pages.css.ts';
import type { StudioImage } from './studio-images.ts';

interface GalleryPageProps {
  readonly images: readonly StudioImage[];
  readonly lightbox: LightboxView;
  readonly sendLightbox: (event: LightboxEvent) => void;
}

/** /gallery: the way into the two galleries, and a few favourite pictures. */
export function GalleryPage({ images, lightbox, sendLightbox }: GalleryPageProps) {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Gallery</h1>
      <p className={styles.lead}>Our work in two collections: the products we photograph, and the people and stories we meet.</p>
      <ul className={`${styles.grid} ${styles.plainList}`}>
        <li className={styles.card}>
          <h2 className={styles.cardTitle}>Product Showcase</h2>
          <p>Fashion, gear and lifestyle products shot in the studio and on location.</p>
          <div className={styles.actions}>
            <Link className={primaryButton} to="/productshowcase">
              View Product Showcase
            </Link>
          </div>
        </li>
        <li className={styles.card}>
          <h2 className={styles.cardTitle}>Human Stories</h2>
          <p>Portraits, weddings, families, streets and festivals from across Nigeria.</p>
          <div className={styles.actions}>
            <Link className={primaryButton} to="/humanstories">
              View Human Stories
            </Link>
          </div>
        </li>
      </ul>
      <ImageGallery images={images} lightbox={lightbox} send={sendLightbox} />
    </div>
  );
}
