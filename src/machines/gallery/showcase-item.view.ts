import type { SnapshotFrom } from 'xstate';
import { showcaseModalImages } from '../../domain/gallery.ts';
import { metaDescription } from '../../domain/metadata.ts';
import { sharePicture } from '../../domain/share-picture.ts';
import { picturesOf, type PictureView } from './gallery-card.ts';
import type { showcaseItemMachine } from './showcase-item.machine.ts';

export interface ShowcaseItemView {
  readonly status: 'loading' | 'missing' | 'found';
  readonly title: string;
  readonly description: string;
  readonly categoryTitle: string;
  readonly pictures: readonly PictureView[];
  /** Page metadata: the first 160 characters of the description and the first related image. */
  readonly meta: { readonly title: string; readonly description: string; readonly image: string | undefined };
}

export function showcaseItemView(snapshot: SnapshotFrom<typeof showcaseItemMachine>): ShowcaseItemView {
  const { item } = snapshot.context;
  const status = snapshot.matches('found') && item ? 'found' : snapshot.matches('missing') ? 'missing' : 'loading';
  if (!item || status !== 'found') {
    return {
      status,
      title: '',
      description: '',
      categoryTitle: '',
      pictures: [],
      meta: { title: 'Product Showcase', description: '', image: undefined },
    };
  }
  return {
    status,
    title: item.title,
    description: item.description,
    categoryTitle: item.category.title,
    pictures: picturesOf(item, showcaseModalImages(item)),
    meta: { title: item.title, description: metaDescription(item.description), image: sharePicture(item.relatedImages[0] ?? item.url) },
  };
}
