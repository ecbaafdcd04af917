// The listing traffic of the product-list benches (bench/product-list-latency.ts, bench/product-list-open-loop.ts).
// Traffic as shoppers make it, not four URLs in turn (which the cache answers every time): a
// fifth of requests are the shop's default grid, the rest are spread over hundreds of distinct
// listings (further pages, categories, price bands, colours, brands, every sort, searches with
// typos), in a fixed pseudo-random order so runs compare.
const SORTS = ['newest', 'price_low', 'price_high', 'popular', 'rating'];
const CATEGORIES = ['cameras', 'gear', 'lenses', 'lighting-kits', 'backdrops', 'studio-accessories', 'digital-courses'];
const BRANDS = ['Canon', 'Sony', 'Godox', 'Nikon', 'Studio Academy'];
const SEARCHES = ['camra', 'canon', 'lense', 'softbox', 'tripd', 'light stand', 'mirorless camera', 'ring light', 'backdrop', 'flash'];
const BANDS = [
  [0, 50_000],
  [50_000, 500_000],
  [500_000, 5_000_000],
];
export const DEFAULT_LISTING = '/api/v1/product/list?inStock=true&showPreorder=false&sortBy=newest&page=1&limit=12';

export function trafficPaths(count: number): string[] {
  let state = 2026;
  const random = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const listing = (query: Record<string, string | number>) =>
    `/api/v1/product/list?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`;
  const shapes = [
    () => listing({ inStock: 'true', showPreorder: 'false', sortBy: pick(SORTS), page: 1 + Math.floor(random() * 60), limit: 12 }),
    () => listing({ category: pick(CATEGORIES), inStock: 'true', sortBy: pick(SORTS), page: 1 + Math.floor(random() * 5), limit: 12 }),
    () => {
      const [min, max] = pick(BANDS) as number[];
      return listing({
        category: pick(CATEGORIES),
        priceMin: min ?? 0,
        priceMax: max ?? 0,
        color: pick(['Black', 'White', 'Black,White', 'Silver']),
        inStock: 'true',
        sortBy: pick(SORTS),
        page: 1,
        limit: 12,
      });
    },
    () => listing({ brand: pick(BRANDS), inStock: 'true', sortBy: pick(SORTS), page: 1 + Math.floor(random() * 3), limit: 12 }),
    () => listing({ search: pick(SEARCHES), inStock: pick(['true', 'false']), sortBy: pick(SORTS), page: 1, limit: 12 }),
    () => listing({ inStock: 'false', showPreorder: 'true', sortBy: pick(SORTS), page: 1 + Math.floor(random() * 3), limit: 12 }),
  ];
  return Array.from({ length: count }, () => (random() < 0.2 ? DEFAULT_LISTING : pick(shapes)()));
}
