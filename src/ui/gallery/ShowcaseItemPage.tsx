import { Link } from 'react-router';
import type { LightboxEvent } from '../../machines/gallery/lightbox.machine.ts';
import type { LightboxView } from '../../machines/gallery/lightbox.view.ts';
import type { ShowcaseItemView } from '../../machines/gallery/showcase-item.view.ts';
import { GALLERY_TEXT } from '../../domain/gallery.ts';
import { LoadingContents } from '../frame/LoadingContents.tsx';
import { PageMeta } from '../frame/PageMeta.tsx';
import { imageObject } from '../frame/structured-data.ts';
import { secondaryButton } from '../styles/buttons.css.ts';
import * as styles from './gallery.css.ts';
import { GallerySwitch } from './GallerySwitch.tsx';
import { Picture } from './Picture.tsx';

export interface ShowcaseItemPageProps {
  readonly view: ShowcaseItemView;
  readonly carousel: LightboxView;
  readonly sendCarousel: (event: LightboxEvent) => void;
}

/** /image/productshowcase/{id}. */
export function ShowcaseItemPage({ view, carousel, sendCarousel }: ShowcaseItemPageProps) {
  const picture = view.pictures[carousel.index] ?? view.pictures[0];
  return (
    <div className={styles.page}>
      <PageMeta
        title={view.meta.title}
        description={view.meta.description || undefined}
        image={view.meta.image}
        type="product"
        notFound={view.status === 'missing'}
        jsonLd={
          view.status === 'found' && view.meta.image
            ? [imageObject({ title: view.meta.title, description: view.meta.description, src: view.meta.image })]
            : undefined
        }
      />
      {view.status === 'loading' && <LoadingContents />}
      {view.status === 'missing' && (
        <div className={styles.status}>
          <p>{GALLERY_TEXT.showcaseItemMissing}</p>
          <Link to="/productshowcase">Back to Showcase</Link>
        </div>
      )}
      {view.status === 'found' && picture && (
        <>
          <Link to="/productshowcase">
            <span aria-hidden="true">← </span>Back to Showcase
          </Link>
          <h1 className={styles.heading}>{view.title}</h1>
          <section aria-roledescription="carousel" aria-label={`${view.title} pictures`}>
            <div className={styles.stage}>
              <Picture picture={picture} sizes="(min-width: 75rem) 75rem, 100vw" eager />
            </div>
            <div className={styles.row}>
              <button type="button" className={secondaryButton} onClick={() => sendCarousel({ type: 'lightbox.previous' })}>
                Previous
              </button>
              <span>
                {carousel.index + 1} / {view.pictures.length}
              </span>
              <button type="button" className={secondaryButton} onClick={() => sendCarousel({ type: 'lightbox.next' })}>
                Next
              </button>
            </div>
            <ul className={styles.thumbs} aria-label="Thumbnails">
              {view.pictures.map((thumbnail, index) => (
                <li key={thumbnail.src}>
                  <button
                    type="button"
                    className={index === carousel.index ? `${styles.thumbButton} ${styles.thumbCurrent}` : styles.thumbButton}
                    aria-current={index === carousel.index ? 'true' : undefined}
                    onClick={() => sendCarousel({ type: 'lightbox.show', index })}
                  >
                    {/* The picture is the button's only content: its title names the button. */}
                    <Picture picture={thumbnail} sizes="6rem" className={styles.thumbImage} />
                  </button>
                </li>
              ))}
            </ul>
          </section>
          <p>
            <span className={styles.badge}>{view.categoryTitle}</span>
          </p>
          <p>{view.description}</p>
        </>
      )}
      <GallerySwitch />
    </div>
  );
}
