import { sharePictureOf } from '../../machines/gallery/gallery-card.ts';
import type { ActorRefFrom } from 'xstate';
import { Suspense } from 'react';
import { Link } from 'react-router';
import type { AddToCollectionEvent } from '../../machines/gallery/add-to-collection.machine.ts';
import type { AddToCollectionView } from '../../machines/gallery/add-to-collection.view.ts';
import type { imageActionsMachine } from '../../machines/gallery/image-actions.machine.ts';
import type { LightboxEvent } from '../../machines/gallery/lightbox.machine.ts';
import type { LightboxView } from '../../machines/gallery/lightbox.view.ts';
import type { PremiumPromoEvent } from '../../machines/gallery/premium-promo.machine.ts';
import type { PremiumPromoView } from '../../machines/gallery/premium-promo.view.ts';
import type { LikeRef, SingleImageEvent } from '../../machines/gallery/single-image.machine.ts';
import type { SingleImageView } from '../../machines/gallery/single-image.view.ts';
import { lazyOverlay } from '../app/lazy-overlay.ts';
import { LoadingContents } from '../frame/LoadingContents.tsx';
import { PageMeta } from '../frame/PageMeta.tsx';
import { breadcrumbList, imageObject } from '../frame/structured-data.ts';
import { secondaryButton } from '../styles/buttons.css.ts';
import * as styles from './gallery.css.ts';
import { ImageActions } from './ImageActions.tsx';
import { LikeButton } from './LikeButton.tsx';
import { Picture } from './Picture.tsx';

const { Overlay: Lightbox, preload: preloadLightbox } = lazyOverlay(async () => (await import('./GalleryLightbox.tsx')).GalleryLightbox);
const { Overlay: Collections, preload: preloadCollections } = lazyOverlay(
  async () => (await import('./CollectionDialogs.tsx')).CollectionDialogs,
);
const { Overlay: Promo, preload: preloadPromo } = lazyOverlay(async () => (await import('./PremiumPromo.tsx')).PremiumPromo);

export interface SingleImagePageProps {
  readonly view: SingleImageView;
  readonly send: (event: SingleImageEvent) => void;
  readonly likeRef: LikeRef | undefined;
  readonly recentLikes: Readonly<Record<string, LikeRef>>;
  readonly actionsRef: ActorRefFrom<typeof imageActionsMachine>;
  readonly lightbox: LightboxView;
  readonly sendLightbox: (event: LightboxEvent) => void;
  readonly collections: AddToCollectionView;
  readonly sendCollections: (event: AddToCollectionEvent) => void;
  readonly promo: PremiumPromoView;
  readonly sendPromo: (event: PremiumPromoEvent) => void;
}

const SHOT_SIZES = '(min-width: 1024px) 18rem, (min-width: 640px) 50vw, 100vw';

/** /gallery/{imageId} and /photography/{imageId}. */
export function SingleImagePage(props: SingleImagePageProps) {
  const { view, send, likeRef, recentLikes, actionsRef, lightbox, sendLightbox, collections, sendCollections, promo, sendPromo } = props;
  const { image } = view;
  const shot = lightbox.open ? view.recent[lightbox.index] : undefined;
  const shotLike = shot ? recentLikes[shot.id] : undefined;
  return (
    <div className={styles.page}>
      <PageMeta
        title={image?.title ?? 'Photography'}
        description={image?.description}
        image={image ? sharePictureOf(image.picture) : undefined}
        notFound={view.status === 'missing'}
        path={view.canonicalPath ?? undefined}
        jsonLd={
          image
            ? [
                imageObject({ ...image, src: image.picture.src }),
                breadcrumbList([{ name: 'Home', path: '/' }, { name: 'Photography', path: '/humanstories' }, { name: image.title }]),
              ]
            : undefined
        }
      />
      {view.status === 'loading' && <LoadingContents />}
      {(view.status === 'missing' || view.status === 'failed') && (
        <p className={styles.errorText} role="alert">
          {view.message}
        </p>
      )}
      {image && (
        <>
          <nav aria-label="Breadcrumb">
            <ol className={styles.breadcrumb}>
              <li>
                <Link to="/">Home</Link> /
              </li>
              <li>
                <Link to="/humanstories">Photography</Link> /
              </li>
              <li aria-current="page">{image.title}</li>
            </ol>
          </nav>
          <div className={styles.toolbar}>
            <span>
              {image.photographer} · <span className={styles.badge}>{image.categoryTitle}</span>
            </span>
            {likeRef && <LikeButton likeRef={likeRef} className={secondaryButton} />}
            <button
              type="button"
              className={secondaryButton}
              onPointerEnter={preloadCollections}
              onFocus={preloadCollections}
              onClick={() => sendCollections({ type: 'collections.open' })}
            >
              Add to Collection
            </button>
            <ImageActions actionsRef={actionsRef} imageId={image.id} title={image.title} />
            <button
              type="button"
              className={secondaryButton}
              onPointerEnter={preloadPromo}
              onFocus={preloadPromo}
              onClick={() => sendPromo({ type: 'promo.open' })}
            >
              Go Premium
            </button>
          </div>
          <Picture picture={image.picture} sizes="(min-width: 75rem) 75rem, 100vw" eager />
          <h1 className={styles.heading}>{image.title}</h1>
          <p>{image.description}</p>
        </>
      )}
      <section aria-labelledby="recent-heading">
        <h2 id="recent-heading">Recent Shots</h2>
        <ul className={styles.grid}>
          {view.recent.map((recent, index) => (
            <li key={recent.id} className={styles.tile}>
              <button
                type="button"
                className={styles.tileButton}
                onPointerEnter={preloadLightbox}
                onFocus={preloadLightbox}
                onClick={() => sendLightbox({ type: 'lightbox.open', index, count: view.recent.length })}
                aria-label={`Open ${recent.title}`}
              >
                <Picture picture={recent.picture} sizes={SHOT_SIZES} />
              </button>
            </li>
          ))}
        </ul>
        <div className={styles.pager}>
          <button
            type="button"
            className={secondaryButton}
            disabled={!view.hasPreviousPage || view.recentLoading}
            onClick={() => send({ type: 'recent.page', page: view.recentPage - 1 })}
          >
            Previous
          </button>
          <span>{view.pageLabel}</span>
          <button
            type="button"
            className={secondaryButton}
            disabled={!view.hasNextPage || view.recentLoading}
            onClick={() => send({ type: 'recent.page', page: view.recentPage + 1 })}
          >
            Next
          </button>
        </div>
      </section>
      {/* Overlays have their own boundary: while their code arrives, the page stays shown and the opener keeps the focus to come back to. */}
      <Suspense fallback={null}>
        {shot && (
          <Lightbox
            label={shot.title}
            index={lightbox.index}
            count={view.recent.length}
            picture={shot.picture}
            thumbnails={view.recent.map((recent) => recent.picture)}
            framePicture={(picture) => (
              <Link to={`/photography/${shot.id}`} aria-label={`Open ${shot.title}`}>
                {picture}
              </Link>
            )}
            send={sendLightbox}
          >
            <h2 className={styles.slideTitle}>{shot.title}</h2>
            {shotLike && <LikeButton likeRef={shotLike} className={styles.darkButton} />}
          </Lightbox>
        )}
        {collections.dialog && <Collections view={collections} send={sendCollections} />}
        {promo.open && <Promo view={promo} send={sendPromo} />}
      </Suspense>
    </div>
  );
}
