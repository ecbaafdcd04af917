import { sharePictureOf } from '../../machines/gallery/gallery-card.ts';
import type { ActorRefFrom } from 'xstate';
import { Suspense } from 'react';
import { Link } from 'react-router';
import type { LightboxEvent } from '../../machines/gallery/lightbox.machine.ts';
import type { LightboxView } from '../../machines/gallery/lightbox.view.ts';
import type { slideshowMachine } from '../../machines/gallery/slideshow.machine.ts';
import type { LikeRef } from '../../machines/gallery/stories.machine.ts';
import type { StoriesView } from '../../machines/gallery/stories.view.ts';
import { lazyOverlay } from '../app/lazy-overlay.ts';
import { LoadingContents } from '../frame/LoadingContents.tsx';
import { PageMeta } from '../frame/PageMeta.tsx';
import * as styles from './gallery.css.ts';
import { GallerySwitch } from './GallerySwitch.tsx';
import { HeroCarousel } from './HeroCarousel.tsx';
import { LikeButton } from './LikeButton.tsx';
import { Picture } from './Picture.tsx';

const { Overlay: Lightbox, preload: preloadLightbox } = lazyOverlay(async () => (await import('./GalleryLightbox.tsx')).GalleryLightbox);

export interface StoriesPageProps {
  readonly view: StoriesView;
  readonly lightbox: LightboxView;
  readonly heroRef: ActorRefFrom<typeof slideshowMachine>;
  readonly likes: Readonly<Record<string, LikeRef>>;
  readonly sendLightbox: (event: LightboxEvent) => void;
}

const TILE_SIZES = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';

/** /humanstories. */
export function StoriesPage({ view, lightbox, heroRef, likes, sendLightbox }: StoriesPageProps) {
  const current = lightbox.open ? view.stories[lightbox.index] : undefined;
  const currentLike = current ? likes[current.id] : undefined;
  return (
    <div className={styles.page}>
      <PageMeta
        title="Human Stories"
        description="Portraits, weddings, families and the streets of Nigeria: the people behind every photograph, told by the studio's photographers."
        keywords="human stories, portrait photography, Nigeria, weddings, street photography"
        image={view.stories[0] && sharePictureOf(view.stories[0].picture)}
      />
      <nav aria-label="Breadcrumb">
        <ol className={styles.breadcrumb}>
          <li>
            <Link to="/">Home</Link> /
          </li>
          <li aria-current="page">Human Stories</li>
        </ol>
      </nav>
      <h1 className={styles.heading}>Human Stories</h1>
      {view.status === 'loading' && <LoadingContents detail={view.message} />}
      {view.status === 'failed' && (
        <p className={styles.errorText} role="alert">
          {view.message}
        </p>
      )}
      {view.status === 'loaded' && (
        <>
          <HeroCarousel
            label="Featured stories"
            heroRef={heroRef}
            effect="cards"
            slides={view.stories.map((story) => ({ ...story, href: story.detailHref }))}
          />
          <ul className={styles.grid}>
            {view.stories.map((story, index) => (
              <li key={story.id} className={styles.tile}>
                <button
                  type="button"
                  className={styles.tileButton}
                  onPointerEnter={preloadLightbox}
                  onFocus={preloadLightbox}
                  onClick={() => sendLightbox({ type: 'lightbox.open', index, count: view.stories.length })}
                  aria-label={`View Details: ${story.title}`}
                >
                  <Picture picture={story.picture} sizes={TILE_SIZES} eager={index < 3} />
                  {/* Shown on hover and on keyboard focus; the button's name already says it. */}
                  <span className={styles.tileReveal}>View Details</span>
                </button>
                <div className={styles.tileBody}>
                  <h2 className={styles.tileTitle}>{story.title}</h2>
                  <span className={styles.muted}>{story.categoryTitle}</span>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
      {current && (
        <Suspense fallback={null}>
          {/* Its own boundary: while the overlay's code arrives, the page stays shown and its opener keeps the focus to come back to. */}
          <Lightbox
            label={current.title}
            index={lightbox.index}
            count={view.stories.length}
            picture={current.picture}
            framePicture={(picture) => <Link to={current.detailHref}>{picture}</Link>}
            send={sendLightbox}
          >
            <h2 className={styles.slideTitle}>{current.title}</h2>
            <p>
              {current.categoryTitle} · by {current.photographer}
            </p>
            <p>{current.description}</p>
            {currentLike && <LikeButton likeRef={currentLike} className={styles.darkButton} />}
          </Lightbox>
        </Suspense>
      )}
      <GallerySwitch />
    </div>
  );
}
