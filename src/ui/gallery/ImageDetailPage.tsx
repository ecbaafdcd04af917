import { sharePictureOf } from '../../machines/gallery/gallery-card.ts';
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { Link, useNavigate } from 'react-router';
import { GALLERY_TEXT } from '../../domain/gallery.ts';
import type { imageActionsMachine } from '../../machines/gallery/image-actions.machine.ts';
import type { ImageDetailView } from '../../machines/gallery/image-detail.view.ts';
import type { LikeRef } from '../../machines/gallery/stories.machine.ts';
import { LoadingContents } from '../frame/LoadingContents.tsx';
import { PageMeta } from '../frame/PageMeta.tsx';
import { imageObject } from '../frame/structured-data.ts';
import { secondaryButton } from '../styles/buttons.css.ts';
import * as styles from './gallery.css.ts';
import { GallerySwitch } from './GallerySwitch.tsx';
import { ImageActions } from './ImageActions.tsx';
import { LikeButton } from './LikeButton.tsx';
import { Picture } from './Picture.tsx';

export interface ImageDetailPageProps {
  readonly view: ImageDetailView;
  readonly likeRef: LikeRef | undefined;
  readonly actionsRef: ActorRefFrom<typeof imageActionsMachine>;
  /** The page's own address, for Share. */
  readonly pageUrl: string;
  /** The shop's Add to Cart for an image of a product with a price. */
  readonly addToCart?: ReactNode;
}

/** /image/{source}/{imageId}. */
export function ImageDetailPage({ view, likeRef, actionsRef, pageUrl, addToCart }: ImageDetailPageProps) {
  const navigate = useNavigate();
  const { image } = view;
  return (
    <div className={styles.page}>
      <PageMeta
        title={image?.title ?? 'Image'}
        description={image?.description}
        image={image ? sharePictureOf(image.picture) : undefined}
        notFound={view.status === 'missing'}
        path={image?.canonicalPath}
        jsonLd={image ? [imageObject({ ...image, src: image.picture.src })] : undefined}
      />
      {view.status === 'loading' && <LoadingContents />}
      {view.status === 'missing' && <p className={styles.status}>{GALLERY_TEXT.imageMissing}</p>}
      {image && (
        <>
          <div className={styles.toolbar}>
            <button type="button" className={secondaryButton} onClick={() => void navigate(-1)}>
              Back
            </button>
            {likeRef && <LikeButton likeRef={likeRef} className={secondaryButton} />}
            <ImageActions
              actionsRef={actionsRef}
              imageId={image.id}
              title={image.title}
              share={{ title: image.title, text: image.description, url: pageUrl }}
            />
          </div>
          <div className={styles.detail}>
            <div>
              <div className={styles.stage}>
                <Picture picture={image.picture} sizes="(min-width: 900px) 50rem, 100vw" eager />
                <Link className={`${styles.stageArrow} ${styles.stageArrowLeft}`} to={image.previousHref} aria-label="Previous image">
                  ‹
                </Link>
                <Link className={`${styles.stageArrow} ${styles.stageArrowRight}`} to={image.nextHref} aria-label="Next image">
                  ›
                </Link>
              </div>
              <h1 className={styles.heading}>{image.title}</h1>
              <p>
                <span className={styles.badge}>{image.categoryTitle}</span>
              </p>
              <p>Photo by {image.photographer}</p>
              <p>{image.description}</p>
              {image.price && (
                <div className={styles.row}>
                  <span className={styles.price}>{image.price}</span>
                  {addToCart}
                </div>
              )}
            </div>
            <aside aria-labelledby="related-heading">
              <h2 id="related-heading">Related Images</h2>
              {image.related.length === 0 ? (
                <p className={styles.muted}>{GALLERY_TEXT.noRelated}</p>
              ) : (
                <ul className={styles.relatedList}>
                  {image.related.map((related) => (
                    <li key={related.id}>
                      {/* The picture's title names the link; the caption under it is not read a second time. */}
                      <Link to={related.href}>
                        <Picture picture={related.picture} sizes="(min-width: 900px) 12rem, 50vw" />
                        <span aria-hidden="true">{related.title}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </aside>
          </div>
        </>
      )}
      <GallerySwitch />
    </div>
  );
}
