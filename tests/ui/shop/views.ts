import type { CarouselView } from '../../../src/machines/shop/carousel.view.ts';
import type { ReadyProductView } from '../../../src/machines/shop/product-detail.view.ts';
import type { ShopListingViewModel } from '../../../src/machines/shop/shop-listing.view.ts';
import { initialListing } from '../../../src/domain/catalogue-filters.ts';
import { backdrops, lighting, product } from '../../machines/shop/fixtures.ts';

// Fixed view models: the pages are rendered from these, never from running machines (the rules
// that make them are tested in tests/machines/shop).

export const muslin = product();
const title = 'Collapsible Muslin Backdrop 3x6m';

export function readyProduct(overrides: Partial<ReadyProductView> = {}): ReadyProductView {
  return {
    status: 'ready',
    product: muslin,
    title,
    metaImage: '/images/muslin.jpg',
    schemaAvailability: 'https://schema.org/InStock',
    price: 40500,
    images: ['/images/muslin.jpg', '/images/muslin-2.jpg'],
    mainImage: '/images/muslin.jpg',
    mainImageIndex: 0,
    viewer: { mode: 'closed' },
    discountBadge: '10% OFF',
    priceText: '₦40,500.00',
    originalPriceText: '₦49,500.00',
    savingsText: 'You save ₦9,000.00',
    rating: 4.5,
    ratingText: '4.5 (1 review)',
    variants: null,
    stockStatus: 'in-stock',
    stockText: 'In Stock',
    preorderOffered: false,
    preorderTicked: false,
    quantity: { value: 2, min: 1, max: 8, canDecrease: true, canIncrease: true },
    addButton: { label: 'Add to Cart', disabled: false, busy: false },
    heart: { pressed: false, disabled: false },
    tab: 'description',
    similar: [],
    digitalFile: null,
    ...overrides,
  };
}

export const carouselAt = (index: number, sharing = false): CarouselView => ({
  mode: 'carousel',
  image: ['/images/muslin.jpg', '/images/muslin-2.jpg'][index] ?? '',
  index,
  count: 2,
  counterText: `${index + 1} / 2`,
  arrows: true,
  sharing,
});

export const gallery: CarouselView = { mode: 'gallery', images: ['/images/muslin.jpg', '/images/muslin-2.jpg'], countText: '2 photos' };

export const softbox = product({ _id: 'prod-1', title: 'Softbox 60 cm', category: lighting });
export const backdrop = product({ _id: 'prod-2', title: 'Muslin Backdrop', category: backdrops });

export function shopView(overrides: Partial<ShopListingViewModel> = {}): ShopListingViewModel {
  return {
    results: 'loaded',
    resultsTitle: 'In stock',
    errorMessage: '',
    countText: '2 products',
    products: [softbox, backdrop],
    pages: null,
    preorders: 'empty',
    preorderProducts: [],
    filters: initialListing().filters,
    categories: [backdrops, lighting],
    brands: [
      { name: 'Godox', productCount: 5 },
      { name: 'Studio Lagos', productCount: 3 },
    ],
    selectedBrand: null,
    selectedPriceBand: null,
    layout: 'grid',
    drawerOpen: false,
    search: { text: '', suggestions: [], highlighted: -1 },
    ...overrides,
  };
}
