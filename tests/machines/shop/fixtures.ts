import type { Category, Pagination, Product } from '../../../src/machines/shop/shop-listing.machine.ts';
import type { Review, Variant, WishlistEntry } from '../../../src/machines/shop/product-detail.machine.ts';

export const backdrops: Category = { _id: 'cat-backdrops', title: 'Backdrops', slug: 'backdrops', parentCategory: null, featured: true };
export const muslin: Category = { _id: 'cat-muslin', title: 'Muslin', slug: 'muslin', parentCategory: 'cat-backdrops', featured: false };
export const lighting: Category = { _id: 'cat-lighting', title: 'Lighting', slug: 'lighting', parentCategory: null, featured: false };

export const review: Review = {
  _id: 'rev-1',
  userId: { name: 'Adaeze Okafor' },
  rating: 5,
  comment: 'Sturdy and folds flat.',
  date: '2026-03-20T14:05:00.000Z',
  verifiedPurchase: true,
};

export function variant(overrides: Partial<Variant> & Pick<Variant, '_id'>): Variant {
  return { price: 45000, discount: 0, finalPrice: 45000, stock: 8, images: [], selectedAttributes: {}, ...overrides };
}

export const gray = variant({
  _id: 'var-gray',
  color: 'Gray',
  size: '3x6m',
  stock: 3,
  images: ['/images/muslin-gray.jpg'],
  selectedAttributes: { color: 'Gray', size: '3x6m' },
});
export const black = variant({
  _id: 'var-black',
  color: 'Black',
  size: '3x6m',
  stock: 0,
  images: ['/images/muslin-black.jpg'],
  selectedAttributes: { color: 'Black', size: '3x6m' },
});

export function product(overrides: Partial<Product> = {}): Product {
  return {
    _id: 'prod-muslin',
    title: 'Collapsible Muslin Backdrop 3x6m',
    description: 'Hand-dyed muslin backdrop that folds into its own bag.',
    sku: 'BD-MUS-36',
    brand: 'Neewer',
    productType: 'physical',
    isDigital: false,
    images: ['/images/muslin.jpg', '/images/muslin-2.jpg'],
    image: '/images/muslin.jpg',
    price: 45000,
    discount: 10,
    finalPrice: 40500,
    stock: 8,
    bestseller: true,
    averageRating: 4.5,
    reviewCount: 1,
    rating: 4.5,
    reviews: [review],
    features: ['Foldable', 'Travel-friendly'],
    tags: ['backdrop'],
    category: backdrops,
    preorder: { allowed: true },
    hasVariants: false,
    variants: [],
    createdAt: '2026-02-01T12:00:00.000Z',
    ...overrides,
  };
}

export const withVariants = product({ hasVariants: true, variants: [gray, black] });

export function pagination(overrides: Partial<Pagination> = {}): Pagination {
  return { currentPage: 1, limit: 12, totalProducts: 1, totalPages: 1, hasPrevPage: false, hasNextPage: false, ...overrides };
}

export function numbered(count: number): Product[] {
  return Array.from({ length: count }, (_, i) => product({ _id: `prod-${i + 1}`, title: `Product ${i + 1}` }));
}

export function wishlistEntry(productId: string): WishlistEntry {
  return {
    productId: { _id: productId, title: 'Saved', images: [], price: 1000, discount: 0, finalPrice: 1000, stock: 1 },
    variantId: null,
    selectedAttributes: {},
  };
}
