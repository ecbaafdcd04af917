import { siteOrigin } from '../site.ts';

/** One step of a page's breadcrumb trail: the current page has no address of its own here. */
export interface Crumb {
  readonly name: string;
  readonly path?: string;
}

const CONTEXT = 'https://schema.org';

/** The page's breadcrumb trail as search engines read it (BreadcrumbList), addresses absolute. */
export function breadcrumbList(crumbs: readonly Crumb[]) {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      ...(crumb.path === undefined ? {} : { item: new URL(crumb.path, siteOrigin()).href }),
    })),
  };
}

export interface PictureFacts {
  readonly title: string;
  readonly description?: string;
  readonly src: string;
  readonly photographer?: string;
}

/** A picture page's picture (ImageObject): what it shows, who took it, where the file is. */
export function imageObject({ title, description, src, photographer }: PictureFacts) {
  return {
    '@context': CONTEXT,
    '@type': 'ImageObject',
    name: title,
    ...(description ? { description } : {}),
    contentUrl: new URL(src, siteOrigin()).href,
    ...(photographer ? { creator: { '@type': 'Person', name: photographer } } : {}),
  };
}

/** A product's rating as search engines show it; none until someone has reviewed it. */
export function aggregateRating(rating: number, reviewCount: number) {
  return reviewCount > 0 ? { '@type': 'AggregateRating', ratingValue: Number(rating.toFixed(1)), reviewCount, bestRating: 5 } : undefined;
}

export interface ProductFacts {
  readonly name: string;
  readonly description: string;
  readonly sku: string;
  readonly brand: string;
  readonly images: readonly string[];
  /** The product page's own address (/shop/{id}). */
  readonly path: string;
  readonly price: number;
  /** A schema.org availability (https://schema.org/InStock, …). */
  readonly availability: string;
  readonly rating: number;
  readonly reviewCount: number;
}

/** A product page's product (Product with its Offer and rating), every address absolute as search engines want it. */
export function productObject(facts: ProductFacts) {
  const url = new URL(facts.path, siteOrigin()).href;
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: facts.name,
    description: facts.description,
    sku: facts.sku,
    url,
    brand: { '@type': 'Brand', name: facts.brand },
    image: facts.images.map((image) => new URL(image, siteOrigin()).href),
    offers: { '@type': 'Offer', url, priceCurrency: 'NGN', price: facts.price, availability: facts.availability },
    aggregateRating: aggregateRating(facts.rating, facts.reviewCount),
  };
}
