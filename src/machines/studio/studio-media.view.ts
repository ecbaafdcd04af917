import type { SnapshotFrom } from 'xstate';
import { digitalFileText, movedPictureOrder } from '../../domain/product-media.ts';
import type { studioMediaMachine } from './studio-media.machine.ts';
import { uploadQueueView } from './upload-queue.view.ts';

export const PRODUCT_OWN_PICTURES = 'The product’s own pictures';

export function studioMediaView(snapshot: SnapshotFrom<typeof studioMediaMachine>) {
  const { context } = snapshot;
  const media = context.media;
  // Stryker disable next-line ArrayDeclaration: without media there are no variants, so the only group is the product's, which keeps only pictures whose variantId is null: a made-up entry without one is left out the same as none.
  const pictures = media?.pictures ?? [];
  const variants = media?.variants ?? [];
  const idle = snapshot.matches({ ready: 'idle' });
  const saving = snapshot.matches({ ready: 'saving' });
  const headings = [
    { key: null, heading: PRODUCT_OWN_PICTURES },
    ...variants.map((variant) => ({ key: variant._id, heading: `Variant: ${variant.label}` })),
  ];
  const groups = headings
    .map(({ key, heading }) => ({
      key: key ?? 'product',
      heading,
      pictures: pictures
        .filter((picture) => picture.variantId === key)
        .map((picture, index) => ({
          id: picture._id,
          src: picture.thumbnailUrl,
          alt: `Picture ${index + 1}${picture.cover ? ' (cover)' : ''}`,
          cover: picture.cover,
          canMoveEarlier: idle && movedPictureOrder(pictures, picture._id, -1) !== null,
          canMoveLater: idle && movedPictureOrder(pictures, picture._id, 1) !== null,
          canMakeCover: idle && !picture.cover,
          canDelete: idle,
          confirmingDelete: context.pendingDelete === picture._id,
        })),
    }))
    .filter((group) => group.key === 'product' || group.pictures.length > 0);
  return {
    loading: snapshot.matches('loading'),
    problem: snapshot.matches('failed') ? context.loadError : '',
    canRetry: snapshot.matches('failed'),
    ready: snapshot.matches('ready'),
    title: media ? `Pictures and files: ${media.title}` : 'Pictures and files',
    productHref: `/studio/products/${encodeURIComponent(context.productId)}`,
    shopHref: `/shop/${encodeURIComponent(context.productId)}`,
    saving,
    variantOptions: [
      { value: '', label: PRODUCT_OWN_PICTURES },
      ...variants.map((variant) => ({ value: variant._id, label: `Variant: ${variant.label}` })),
    ],
    hasVariants: variants.length > 0,
    variantId: context.variantId ?? '',
    groups,
    empty: snapshot.matches('ready') && pictures.length === 0,
    ...uploadQueueView(context.uploads),
    isDigital: media?.isDigital ?? false,
    digitalFile: media?.digitalFile ? { name: media.digitalFile.fileName, text: digitalFileText(media.digitalFile) } : null,
  };
}

export type StudioMediaView = ReturnType<typeof studioMediaView>;
