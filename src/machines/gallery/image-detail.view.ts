import type { SnapshotFrom } from 'xstate';
import { imagesForSource, relatedImages } from '../../domain/gallery.ts';
import { formatNaira } from '../../domain/money.ts';
import { nextIndex, previousIndex } from '../../domain/wrap-index.ts';
import { cardOf, type GalleryCard } from './gallery-card.ts';
import type { imageDetailMachine } from './image-detail.machine.ts';

export interface RelatedLink extends GalleryCard {
  readonly href: string;
}

export interface ImageDetail extends GalleryCard {
  /** '₦2,254,000' where the image shows a product for sale; null otherwise. */
  readonly price: string | null;
  readonly productId: string | null;
  /** What 'Add to Cart' adds: one of the product the image shows; null without a price. */
  readonly cartLine: { readonly productId: string; readonly quantity: number } | null;
  readonly previousHref: string;
  readonly nextHref: string;
  /**
   * The picture's one address, under its own gallery's name: the page also answers under the other
   * gallery's and under any other source (stepping through every picture), each a copy for a search engine.
   */
  readonly canonicalPath: string;
  readonly related: readonly RelatedLink[];
}

export interface ImageDetailView {
  readonly status: 'loading' | 'missing' | 'found';
  readonly image: ImageDetail | null;
}

export function imageDetailView(snapshot: SnapshotFrom<typeof imageDetailMachine>): ImageDetailView {
  if (snapshot.matches('loading') || snapshot.matches('checking')) return { status: 'loading', image: null };
  const { lists, source, imageId } = snapshot.context;
  const all = [...lists['human-stories'], ...lists['product-showcase']];
  const current = all.find((image) => image._id === imageId);
  if (!current || snapshot.matches('missing')) return { status: 'missing', image: null };
  const steps = imagesForSource(source, lists);
  const at = Math.max(
    steps.findIndex((image) => image._id === imageId),
    0,
  );
  const href = (id: string | undefined) => `/image/${source}/${id ?? imageId}`;
  const ownSource = lists['human-stories'].some((image) => image._id === imageId) ? 'human-stories' : 'product-showcase';
  return {
    status: 'found',
    image: {
      ...cardOf(current),
      price: current.price === null ? null : formatNaira(current.price),
      productId: current.productId,
      cartLine: current.productId !== null && current.price !== null ? { productId: current.productId, quantity: 1 } : null,
      previousHref: href(steps[previousIndex(at, steps.length)]?._id),
      nextHref: href(steps[nextIndex(at, steps.length)]?._id),
      canonicalPath: `/image/${ownSource}/${imageId}`,
      related: relatedImages(all, current).map((image) => ({ ...cardOf(image), href: href(image._id) })),
    },
  };
}
