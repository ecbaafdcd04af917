import { sharePictureOf } from '../../machines/gallery/gallery-card.ts';
import type { ActorRefFrom } from 'xstate';
import { Suspense } from 'react';
import { Link } from 'react-router';
import type { LightboxEvent } from '../../machines/gallery/lightbox.machine.ts';
import type { LightboxView } from '../../machines/gallery/lightbox.view.ts';
import type { ShowcaseEvent } from '../../machines/gallery/showcase.machine.ts';
import type { ShowcaseView } from '../../machines/gallery/showcase.view.ts';
import type { slideshowMachine } from '../../machines/gallery/slideshow.machine.ts';
import { lazyOverlay } from '../app/lazy-overlay.ts';
import { LoadingContents } from '../frame/LoadingContents.tsx';
import { PageMeta } from '../frame/PageMeta.tsx';
import * as styles from './gallery.css.ts';
import { GallerySwitch } from './GallerySwitch.tsx';
import { HeroCarousel } from './HeroCarousel.tsx';
import { Picture } from './Picture.tsx';
import { secondaryButton } from '../styles/buttons.css.ts';
import { ButtonLink } from '../widgets/ButtonLink.tsx';

const { Overlay: Lightbox, preload: preloadLightbox } = lazyOverlay(async () => (await import('./GalleryLightbox.tsx')).GalleryLightbox);

export interface ShowcasePageProps {
  readonly view: ShowcaseView;
  readonly modal: LightboxView;
  readonly heroRef: ActorRefFrom<typeof slideshowMachine>;
  readonly send: (event: ShowcaseEvent) => void;
  readonly sendModal: (event: LightboxEvent) => void;
}

const TILE_SIZES = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';
// A stacked thumbnail is about a fifth of its tile.
const STACK_SIZES = '(min-width: 1024px) 7vw, (min-width: 640px) 11vw, 22vw';

/** /productshowcase. */
export function ShowcasePage({ view, modal, heroRef, send, sendModal }: ShowcasePageProps) {
  const picture = modal.open ? view.modal?.pictures[modal.index] : undefined;
  return (
    <div className={styles.page}>
      <PageMeta
        title="Product Showcase"
        description="Cameras, lights, backdrops and prints from the studio shop, photographed in our Ibadan studio."
        keywords="product photography, product showcase, studio shop, cameras, lighting"
        image={view.tiles[0] && sharePictureOf(view.tiles[0].picture)}
      />
      <h1 className={styles.heading}>Product Showcase</h1>
      {view.status === 'loading' && <LoadingContents detail={view.message} />}
      {view.status === 'empty' && <p className={styles.status}>{view.message}</p>}
      {view.status === 'loaded' && (
        <>
          <HeroCarousel label="Featured products" heroRef={heroRef} slides={view.hero} effect="fade" />
          <ul className={styles.grid}>
            {view.tiles.map((tile, index) => (
              <li key={tile.id} className={styles.tile}>
                <button
                  type="button"
                  className={styles.tileButton}
                  onPointerEnter={preloadLightbox}
                  onFocus={preloadLightbox}
                  onClick={() => send({ type: 'modal.open', itemId: tile.id })}
                  aria-label={`Open ${tile.title}`}
                >
                  <Picture picture={tile.picture} sizes={TILE_SIZES} eager={index < 3} />
                </button>
                {tile.thumbnails.length > 0 && (
                  <div className={styles.stack}>
                    {tile.thumbnails.map((thumbnail) => (
                      <span key={thumbnail.src} className={styles.stackItem}>
                        <Picture picture={thumbnail} sizes={STACK_SIZES} className={styles.stackThumb} />
                      </span>
                    ))}
                  </div>
                )}
                <div className={styles.tileBody}>
                  <h2 className={styles.tileTitle}>{tile.title}</h2>
                  <span className={styles.muted}>{tile.categoryTitle}</span>
                  <ButtonLink className={secondaryButton} to={tile.collectionHref}>
                    View Collection
                  </ButtonLink>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
      {view.modal && picture && (
        <Suspense fallback={null}>
          {/* Its own boundary: while the overlay's code arrives, the page stays shown and its opener keeps the focus to come back to. */}
          <Lightbox
            label={view.modal.title}
            index={modal.index}
            count={modal.count}
            picture={picture}
            send={sendModal}
            previousLabel="Prev"
          >
            <h2 className={styles.slideTitle}>{view.modal.title}</h2>
            <p>{view.modal.categoryTitle}</p>
            <Link className={styles.lightLink} to={view.modal.openHref}>
              Open Page
            </Link>
          </Lightbox>
        </Suspense>
      )}
      <GallerySwitch />
    </div>
  );
}
