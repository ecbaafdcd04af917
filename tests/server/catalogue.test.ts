import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceInRange, PRICE_BANDS } from '../../src/domain/price-bands.ts';
import { averageRating } from '../../src/domain/reviews.ts';
import { DEMO_PRODUCTS } from '../../server/seed/demo-products.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

type Product = {
  _id: string;
  title: string;
  brand: string;
  stock: number;
  finalPrice: number;
  productType: string;
  isDigital: boolean;
  preorder: { allowed: boolean };
  category: { slug: string; parentCategory: string | null };
  features: string[];
  averageRating: number;
  reviewCount: number;
  reviews: { rating: number }[];
  variants: { _id: string; color?: string; size?: string; material?: string; stock: number }[];
  createdAt: string;
};

/** Every product matching the query, across all pages. */
async function listAll(query: Record<string, string | number | boolean>): Promise<Product[]> {
  const response = await server.api('GET', '/product/list', { query: { limit: 100, ...query } });
  expect(response.status).toBe(200);
  expect(response.body.pagination.totalPages).toBeLessThanOrEqual(1);
  return response.body.products as Product[];
}

describe('the seeded catalogue', () => {
  it('has at least 40 products over every category, with variants, pre-orders, sold-out and digital products', async () => {
    const all = await listAll({ inStock: false });
    expect(all.length).toBe(DEMO_PRODUCTS.length);
    expect(all.length).toBeGreaterThanOrEqual(40);
    const slugs = new Set(all.map((product) => product.category.slug));
    for (const slug of [
      'cameras',
      'gear',
      'lenses',
      'lighting-kits',
      'backdrops',
      'studio-accessories',
      'lifestyle',
      'digital-courses',
      'presets',
    ]) {
      expect(slugs).toContain(slug);
    }
    expect(all.filter((product) => product.variants.length > 1).length).toBeGreaterThanOrEqual(10);
    expect(all.filter((product) => product.stock <= 0 && product.preorder.allowed).length).toBeGreaterThanOrEqual(4);
    expect(all.filter((product) => product.stock <= 0 && !product.preorder.allowed).length).toBeGreaterThanOrEqual(3);
    expect(all.filter((product) => product.isDigital).length).toBeGreaterThanOrEqual(4);
    expect(new Set(all.map((product) => product.brand)).size).toBeGreaterThanOrEqual(15);
  });

  it('keeps averageRating and reviewCount equal to the reviews', async () => {
    const all = await listAll({ inStock: false });
    for (const product of all) {
      expect(product.reviewCount).toBe(product.reviews.length);
      expect(product.averageRating).toBe(averageRating(product.reviews));
    }
    expect(all.filter((product) => product.reviewCount > 0).length).toBeGreaterThanOrEqual(10);
  });

  it('follows new reviews in the database (trigger)', async () => {
    await server.db.query(
      `insert into reviews (id, product_id, author_name, rating, comment, created_at) values ('test-review', 'leica-q3', 'Test', 3, 'Fine', now())`,
    );
    const { body } = await server.api('GET', '/product/single/leica-q3');
    expect([body.product.averageRating, body.product.reviewCount]).toEqual([3, 1]);
    await server.db.query(`delete from reviews where id = 'test-review'`);
    const after = await server.api('GET', '/product/single/leica-q3');
    expect([after.body.product.averageRating, after.body.product.reviewCount]).toEqual([0, 0]);
  });
});

describe('GET /product/list', () => {
  it('pages 12 at a time by default, in stock only when asked', async () => {
    const { body } = await server.api('GET', '/product/list', { query: { inStock: true, showPreorder: false, sortBy: 'newest' } });
    const inStock = DEMO_PRODUCTS.filter(
      (product) => (product.variants ? product.variants.reduce((s, v) => s + v.stock, 0) : product.stock) > 0,
    );
    expect(body.products).toHaveLength(12);
    expect(body.pagination).toEqual({
      currentPage: 1,
      limit: 12,
      totalProducts: inStock.length,
      totalPages: Math.ceil(inStock.length / 12),
      hasPrevPage: false,
      hasNextPage: true,
    });
    expect(body.products.every((product: Product) => product.stock > 0)).toBe(true);
  });

  it('lists each product as its own page shows it: variants, reviews and digital file included, searches too', async () => {
    const listed = [...(await listAll({ inStock: false })), ...(await listAll({ inStock: false, search: 'camra' }))];
    expect(listed.some((product) => product.isDigital)).toBe(true);
    expect(listed.some((product) => product.reviews.length > 1 && product.variants.length > 1)).toBe(true);
    for (const product of listed) {
      const { body } = await server.api('GET', `/product/single/${product._id}`);
      expect(product).toEqual(body.product);
    }
  });

  it('answers an empty page past the end with the right totals', async () => {
    const { body } = await server.api('GET', '/product/list', { query: { page: 99, inStock: false } });
    expect(body.products).toEqual([]);
    expect(body.pagination).toMatchObject({ currentPage: 99, totalProducts: DEMO_PRODUCTS.length, hasPrevPage: true, hasNextPage: false });
  });

  it('lists only pre-orders for showPreorder without inStock, and both for both', async () => {
    const preorders = await listAll({ inStock: false, showPreorder: true });
    expect(preorders.length).toBeGreaterThan(0);
    expect(preorders.every((product) => product.stock <= 0 && product.preorder.allowed)).toBe(true);
    const both = await listAll({ inStock: true, showPreorder: true });
    const inStock = await listAll({ inStock: true });
    expect(both.length).toBe(preorders.length + inStock.length);
  });

  it("finds cameras when the shopper types 'camra'", async () => {
    const found = await listAll({ inStock: false, search: 'camra' });
    const titles = found.map((product) => product.title);
    expect(titles).toEqual(
      expect.arrayContaining([
        'Canon EOS R6 Mark II Mirrorless Camera',
        'Sony Alpha 7 IV Mirrorless Camera',
        'Instax Mini 12 Instant Camera',
      ]),
    );
    expect(titles).not.toContain('Hand-dyed Muslin Backdrop 3x6m');
  });

  it('searches descriptions too, and short words by substring', async () => {
    expect((await listAll({ inStock: false, search: 'Abeokuta' })).map((product) => product.title)).toEqual([
      'Hand-dyed Muslin Backdrop 3x6m',
    ]);
    expect((await listAll({ inStock: false, search: 'Q3' })).map((product) => product.title)).toEqual(['Leica Q3 Compact Camera']);
  });

  it('filters a top-level category with its sub-categories, by slug or id', async () => {
    const gear = await listAll({ inStock: false, category: 'gear' });
    expect(new Set(gear.map((product) => product.category.slug))).toEqual(new Set(['gear', 'lenses']));
    expect(await listAll({ inStock: false, category: 'cat-gear' })).toEqual(gear);
    const lenses = await listAll({ inStock: false, category: 'lenses' });
    expect(lenses.every((product) => product.category.slug === 'lenses')).toBe(true);
  });

  it('filters by brand (any case) and product type', async () => {
    const godox = await listAll({ inStock: false, brand: 'godox' });
    expect(godox.length).toBeGreaterThan(2);
    expect(godox.every((product) => product.brand === 'Godox')).toBe(true);
    const digital = await listAll({ inStock: false, productType: 'digital' });
    expect(digital.map((product) => product.category.slug).sort()).toEqual([
      'digital-courses',
      'digital-courses',
      'digital-courses',
      'presets',
    ]);
  });

  it("filters price bands with the domain's priceInRange", async () => {
    const all = await listAll({ inStock: false });
    for (const band of PRICE_BANDS) {
      const query: Record<string, number | boolean> = { inStock: false };
      if (band.priceMin !== undefined) query.priceMin = band.priceMin;
      if (band.priceMax !== undefined) query.priceMax = band.priceMax;
      const inBand = await listAll(query);
      const expected = all.filter((product) => priceInRange(product.finalPrice, band.priceMin, band.priceMax));
      expect(inBand.map((product) => product._id).sort()).toEqual(expected.map((product) => product._id).sort());
    }
  });

  it('filters colours, sizes, materials and features by any of the chosen values, variants included', async () => {
    const gold = await listAll({ inStock: false, color: 'Gold' });
    expect(gold.map((product) => product._id).sort()).toEqual(['ankara-print-backdrop', 'reflector-5-in-1']);
    const sizes = await listAll({ inStock: false, size: 'XS,XL' });
    expect(sizes.map((product) => product._id).sort()).toEqual(['photographer-tee', 'vinyl-backdrop-white']);
    const canvas = await listAll({ inStock: false, material: 'Canvas' });
    expect(canvas.map((product) => product._id).sort()).toEqual(['ankara-print-backdrop', 'lagos-skyline-print']);
    const magnetic = await listAll({ inStock: false, features: 'Magnetic' });
    expect(magnetic.map((product) => product._id)).toEqual(['magnetic-gel-kit']);
  });

  it('sorts five ways', async () => {
    const byPrice = (await listAll({ inStock: false, sortBy: 'price_low' })).map((product) => product.finalPrice);
    expect(byPrice).toEqual([...byPrice].sort((a, b) => a - b));
    const byPriceDown = (await listAll({ inStock: false, sortBy: 'price_high' })).map((product) => product.finalPrice);
    expect(byPriceDown).toEqual([...byPrice].reverse());
    const newest = (await listAll({ inStock: false, sortBy: 'newest' })).map((product) => product.createdAt);
    expect(newest).toEqual([...newest].sort().reverse());
    const rated = (await listAll({ inStock: false, sortBy: 'rating' })).map((product) => product.averageRating);
    expect(rated).toEqual([...rated].sort((a, b) => b - a));
    const popular = (await listAll({ inStock: false, sortBy: 'popular' })).map((product) => product._id);
    expect(popular.slice(0, 3)).toEqual(['sandisk-extreme-pro-128', 'presets-melanin-glow', 'reflector-5-in-1']);
  });

  it('names the offending query parameter', async () => {
    const sort = await server.api('GET', '/product/list', { query: { sortBy: 'cheapest' } });
    expect(sort.status).toBe(400);
    expect(sort.body).toEqual({ success: false, message: 'sortBy must be one of: newest, price_low, price_high, popular, rating' });
    const colour = await server.api('GET', '/product/list', { query: { color: 'Black,Purple' } });
    expect(colour.body.message).toBe('color[1] must be one of: Black, White, Gray, Brown, Blue, Red, Green, Gold, Silver');
    const limit = await server.api('GET', '/product/list', { query: { limit: 500 } });
    expect(limit.body).toEqual({ success: false, message: 'limit must be <= 100' });
  });
});

type Brand = { name: string; productCount: number };

/** Case-insensitive order (ASCII names: lower-cased, then by code unit), as the contract asks. */
function byNameIgnoringCase(a: Brand, b: Brand): number {
  const [left, right] = [a.name.toLowerCase(), b.name.toLowerCase()];
  return left < right ? -1 : left > right ? 1 : 0;
}

describe('GET /product/brands', () => {
  it('lists every seeded brand once with its number of products, sorted case-insensitively', async () => {
    const { status, body } = await server.api('GET', '/product/brands');
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      brands: [
        { name: 'Aputure', productCount: 1 },
        { name: 'Canon', productCount: 3 },
        { name: 'CreativeCo', productCount: 2 },
        { name: 'DJI', productCount: 1 },
        { name: 'Fujifilm', productCount: 2 },
        { name: 'Godox', productCount: 5 },
        { name: 'Hoya', productCount: 1 },
        { name: 'Lastolite', productCount: 1 },
        { name: 'Leica', productCount: 1 },
        { name: 'Lowepro', productCount: 1 },
        { name: 'MagMod', productCount: 1 },
        { name: 'Manfrotto', productCount: 2 },
        { name: 'Neewer', productCount: 3 },
        { name: 'Nikon', productCount: 1 },
        { name: 'Peak Design', productCount: 1 },
        { name: 'Profoto', productCount: 1 },
        { name: 'SanDisk', productCount: 1 },
        { name: 'Savage', productCount: 2 },
        { name: 'Sigma', productCount: 1 },
        { name: 'Sony', productCount: 2 },
        { name: 'Studio Academy', productCount: 4 },
        { name: 'Studio Lagos', productCount: 5 },
        { name: 'Tether Tools', productCount: 1 },
        { name: 'VSGO', productCount: 1 },
      ],
    });
    // The same figures as the seed itself, and every seeded product has a brand.
    const seeded = new Map<string, number>();
    for (const product of DEMO_PRODUCTS) seeded.set(product.brand, (seeded.get(product.brand) ?? 0) + 1);
    expect(new Map(body.brands.map((brand: Brand) => [brand.name, brand.productCount]))).toEqual(seeded);
  });

  it('finds exactly productCount products in total when /product/list is filtered by each listed name', async () => {
    const { body } = await server.api('GET', '/product/brands');
    for (const brand of body.brands as Brand[]) {
      const listed = await listAll({ inStock: false, brand: brand.name });
      expect(listed.map((product) => product.brand).filter((name) => name === brand.name)).toHaveLength(brand.productCount);
      expect(listed).toHaveLength(brand.productCount);
    }
    const total = (body.brands as Brand[]).reduce((sum, brand) => sum + brand.productCount, 0);
    expect(total).toBe(DEMO_PRODUCTS.length);
  });

  it('ignores case and spaces: one brand per spelling group, lower-case names sorted among the others, blank brands left out', async () => {
    const extra = [
      ['test-brand-1', 'acme'],
      ['test-brand-2', ' GODOX '],
      ['test-brand-3', 'zeta'],
      ['test-brand-4', 'Zeta'],
      ['test-brand-5', 'zeta'],
      ['test-brand-6', '   '],
      ['test-brand-7', ''],
    ];
    for (const [id, brand] of extra) {
      await server.db.query(
        `insert into products (id, title, description, sku, brand, category_id, product_type, price, final_price, stock)
         values ($1, 'Brand test item', 'Only for the brand list test.', $1, $2, 'cat-gear', 'physical', 1000, 1000, 1)`,
        [id, brand],
      );
    }
    try {
      const { body } = await server.api('GET', '/product/brands');
      const brands = body.brands as Brand[];
      expect(brands).toEqual([...brands].sort(byNameIgnoringCase));
      expect(brands.slice(0, 2).map((brand) => brand.name)).toEqual(['acme', 'Aputure']);
      expect(brands.find((brand) => brand.name.toLowerCase() === 'godox')).toEqual({ name: 'Godox', productCount: 6 });
      // The most common spelling names the brand.
      expect(brands.at(-1)).toEqual({ name: 'zeta', productCount: 3 });
      expect(brands.filter((brand) => brand.name.trim() === '')).toEqual([]);
      expect(brands.map((brand) => brand.name)).not.toContain('Zeta');

      for (const name of ['Godox', 'godox', ' GODOX ']) {
        expect(await listAll({ inStock: false, brand: name })).toHaveLength(6);
      }
      expect(await listAll({ inStock: false, brand: 'ZETA' })).toHaveLength(3);
    } finally {
      await server.db.query(`delete from products where id like 'test-brand-%'`);
    }
  });
});

describe('single product, similar products and variants', () => {
  it('answers a product with its variants and reviews, and 404 for an unknown one', async () => {
    const { body } = await server.api('GET', '/product/single/fujifilm-x-t5');
    expect(body.product).toMatchObject({ _id: 'fujifilm-x-t5', title: 'Fujifilm X-T5 Camera Body', hasVariants: true, stock: 7 });
    expect(
      body.product.variants.map((variant: { _id: string; selectedAttributes: object }) => [variant._id, variant.selectedAttributes]),
    ).toEqual([
      ['fujifilm-x-t5--black-matte', { color: 'Black', finish: 'Matte' }],
      ['fujifilm-x-t5--silver-satin', { color: 'Silver', finish: 'Satin' }],
    ]);
    expect(body.product.reviews).toEqual([expect.objectContaining({ rating: 5, userId: { name: 'Ngozi Eze' }, verifiedPurchase: true })]);
    const missing = await server.api('GET', '/product/single/no-such-product');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ success: false, message: 'Product not found' });
  });

  it('names reviews without an author Anonymous Customer', async () => {
    const { body } = await server.api('GET', '/product/single/sony-a7-iv');
    expect(body.product.reviews.map((review: { userId: { name: string } }) => review.userId.name)).toContain('Anonymous Customer');
  });

  it('answers four similar products from the same category first, never the product itself', async () => {
    const { body } = await server.api('GET', '/product/similar/canon-eos-r6-mark-ii');
    expect(body.products).toHaveLength(4);
    expect(body.products.map((product: Product) => product._id)).not.toContain('canon-eos-r6-mark-ii');
    expect(body.products.every((product: Product) => product.category.slug === 'cameras')).toBe(true);
    expect((await server.api('GET', '/product/similar/nope')).status).toBe(404);
  });

  it('filters variants by the chosen attributes and finds the exact match', async () => {
    const black = await server.api('GET', '/product/variants/photographer-tee', { query: { color: 'Black' } });
    expect(black.body.filteredVariants.map((variant: { size: string }) => variant.size)).toEqual(['S', 'M', 'L']);
    expect(black.body.exactMatch).toBeNull();
    const exact = await server.api('GET', '/product/variants/photographer-tee', { query: { color: 'Black', size: 'M' } });
    expect(exact.body.exactMatch).toMatchObject({ _id: 'photographer-tee--black-m', stock: 10 });
    const one = await server.api('GET', '/product/variants/photographer-tee', { query: { color: 'White', size: 'XL' } });
    expect(one.body.filteredVariants).toHaveLength(1);
  });

  it('checks availability against the stock of the product or variant', async () => {
    const enough = await server.api('GET', '/product/check-availability/photographer-tee', {
      query: { quantity: 10, variantId: 'photographer-tee--black-m' },
    });
    expect(enough.body).toEqual({ success: true, available: true, availableStock: 10, requestedQuantity: 10, canPreorder: false });
    const short = await server.api('GET', '/product/check-availability/sony-fe-85mm-f18', { query: { quantity: 2 } });
    expect(short.body).toEqual({ success: true, available: false, availableStock: 0, requestedQuantity: 2, canPreorder: true });
    const noQuantity = await server.api('GET', '/product/check-availability/sony-fe-85mm-f18');
    expect(noQuantity.body).toEqual({ success: false, message: 'quantity is required' });
    const badVariant = await server.api('GET', '/product/check-availability/photographer-tee', {
      query: { quantity: 1, variantId: 'nope' },
    });
    expect(badVariant.status).toBe(404);
    expect(badVariant.body).toEqual({ success: false, message: 'Variant not found' });
  });
});

describe('categories', () => {
  it('lists every category with its parent, and the featured ones', async () => {
    const { body, headers } = await server.api('GET', '/category');
    expect(body.categories).toHaveLength(9);
    // The home page prefetches it: the browser keeps it a minute, a shared cache not at all.
    expect(headers.get('cache-control')).toBe('private, max-age=60');
    expect((await server.api('GET', '/category')).headers.get('cache-control')).toBe('private, max-age=60');
    expect(body.categories.find((category: { slug: string }) => category.slug === 'lenses')).toMatchObject({
      parentCategory: 'cat-gear',
      featured: false,
    });
    const featured = await server.api('GET', '/category/featured');
    expect(featured.body.categories.map((category: { slug: string }) => category.slug)).toEqual([
      'cameras',
      'gear',
      'lighting-kits',
      'backdrops',
      'digital-courses',
    ]);
  });

  it('counts each featured category’s products as its shop listing does: sub-categories and sold-out ones in, archived ones out', async () => {
    const listed = async (id: string) =>
      (await server.api('GET', `/product/category/${id}`, { query: { limit: 1 } })).body.pagination.totalProducts as number;
    const counts = async () => {
      const featured = (await server.api('GET', '/category/featured')).body.categories as { _id: string; productCount: number }[];
      return Promise.all(featured.map(async (category) => [category._id, category.productCount, await listed(category._id)]));
    };
    const before = await counts();
    for (const [id, counted, total] of before) expect(counted, String(id)).toBe(total);
    // Gear holds its lenses (a sub-category); Digital Courses holds its sold-out course.
    const gear = before.find(([id]) => id === 'cat-gear');
    const [lenses] = await server.db.query<{ count: number }>(
      "select count(*)::int as count from products where category_id = 'cat-lenses' and archived_at is null",
    );
    expect(lenses?.count).toBeGreaterThan(0);
    expect(gear?.[1]).toBeGreaterThan(lenses?.count ?? 0);
    expect(before.find(([id]) => id === 'cat-digital')?.[1]).toBe(4);

    const [lens] = await server.db.query<{ id: string }>("select id from products where category_id = 'cat-lenses' limit 1");
    await server.db.query('update products set archived_at = now() where id = $1', [lens?.id]);
    server.deps.catalogueCache.clear();
    try {
      const after = await counts();
      expect(after.find(([id]) => id === 'cat-gear')?.[1]).toBe(Number(gear?.[1]) - 1);
      for (const [id, counted, total] of after) expect(counted, String(id)).toBe(total);
    } finally {
      await server.db.query('update products set archived_at = null where id = $1', [lens?.id]);
      server.deps.catalogueCache.clear();
    }
  });

  it('answers one category by slug, and 404 for an unknown one', async () => {
    expect((await server.api('GET', '/category/backdrops')).body.category).toMatchObject({ _id: 'cat-backdrops', title: 'Backdrops' });
    const missing = await server.api('GET', '/category/nope');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ success: false, message: 'Category not found' });
  });

  it('pages the products of a category, sold-out ones included', async () => {
    const { body } = await server.api('GET', '/product/category/digital-courses', { query: { limit: 2 } });
    expect(body.products).toHaveLength(2);
    expect(body.pagination).toMatchObject({ totalProducts: 4, totalPages: 2, hasNextPage: true });
    expect((await server.api('GET', '/product/category/nope')).status).toBe(404);
  });
});

describe('generated product images', () => {
  it('draws an SVG for each product image and variant image', async () => {
    const { body } = await server.api('GET', '/product/single/fujifilm-x-t5');
    for (const url of [...body.product.images, ...body.product.variants.flatMap((variant: { images: string[] }) => variant.images)]) {
      const response = await server.app.request(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
      const svg = await response.text();
      // Named for screen readers; no words drawn, which a card would crop.
      expect(svg).toContain('aria-label="Fujifilm X-T5 Camera Body"');
      expect(svg).not.toMatch(/<text/);
    }
    expect((await server.app.request('/media/products/fujifilm-x-t5/nope.svg')).status).toBe(404);
  });
});
