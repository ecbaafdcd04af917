import { COLORS, FEATURES, MATERIALS, SIZES } from '../../src/domain/filter-options.ts';
import type { SeedProduct, SeedVariant } from './catalogue-types.ts';
import { DEMO_CATEGORIES } from './demo-categories.ts';

/** A small seeded PRNG (mulberry32), so a generated catalogue is the same on every run. */
function randomSource(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const BRANDS = [
  'Canon',
  'Sony',
  'Nikon',
  'Fujifilm',
  'Godox',
  'Neewer',
  'Manfrotto',
  'Savage',
  'Profoto',
  'Aputure',
  'Studio Lagos',
  'Lowepro',
  'SanDisk',
  'Sigma',
];
const NOUNS: Record<string, readonly string[]> = {
  'cat-cameras': ['Mirrorless Camera', 'DSLR Camera', 'Instant Camera', 'Compact Camera', 'Cinema Camera'],
  'cat-gear': ['Tripod', 'Camera Bag', 'Gimbal', 'Camera Strap', 'Monopod'],
  'cat-lenses': ['Prime Lens', 'Zoom Lens', 'Macro Lens', 'Portrait Lens'],
  'cat-lighting': ['LED Panel Kit', 'Strobe Kit', 'Ring Light', 'Softbox Kit', 'Speedlight'],
  'cat-backdrops': ['Muslin Backdrop', 'Vinyl Backdrop', 'Paper Roll', 'Canvas Backdrop'],
  'cat-accessories': ['Reflector', 'Memory Card', 'Clamp Set', 'Cleaning Kit', 'Flash Trigger'],
  'cat-lifestyle': ['Fine-art Print', 'T-shirt', 'Travel Mug', 'Photo Book'],
  'cat-digital': ['Video Course', 'PDF Guide', 'Workshop Recording'],
  'cat-presets': ['Lightroom Presets', 'LUT Pack'],
};
const ADJECTIVES = ['Pro', 'Compact', 'Studio', 'Travel', 'Classic', 'Advanced', 'Lite', 'Heavy-duty', 'Signature', 'Essential'];
const PLACES = ['Lagos', 'Ibadan', 'Abuja', 'Kano', 'Enugu', 'Port Harcourt', 'Benin City', 'Jos'];

function pick<T>(random: () => number, values: readonly T[]): T {
  const value = values[Math.floor(random() * values.length)];
  if (value === undefined) throw new Error('pick from an empty list');
  return value;
}

function some<T>(random: () => number, values: readonly T[], max: number): T[] {
  const count = Math.floor(random() * (max + 1));
  return [...new Set(Array.from({ length: count }, () => pick(random, values)))];
}

/** `count` believable products over the demo categories, for load tests. */
export function generateProducts(count: number, seed = 2026): SeedProduct[] {
  const random = randomSource(seed);
  return Array.from({ length: count }, (_, index) => {
    const category = pick(random, DEMO_CATEGORIES).id;
    const noun = pick(random, NOUNS[category] ?? ['Accessory']);
    const brand = pick(random, BRANDS);
    const digital = category === 'cat-digital' || category === 'cat-presets';
    const stock = digital ? 999 : random() < 0.2 ? 0 : Math.floor(random() * 40) + 1;
    const variants: SeedVariant[] =
      !digital && random() < 0.3
        ? some(random, COLORS, 3).map((color, position) => ({
            color,
            size: SIZES[position % SIZES.length],
            stock: Math.floor(random() * 10),
          }))
        : [];
    return {
      id: `gen-${String(index + 1).padStart(5, '0')}`,
      title: `${brand} ${pick(random, ADJECTIVES)} ${noun} ${100 + Math.floor(random() * 900)}`,
      description: `A ${noun.toLowerCase()} chosen by photographers in ${pick(random, PLACES)}: ${pick(random, ADJECTIVES).toLowerCase()} build, fair price, delivered nationwide.`,
      category,
      brand,
      price: Math.round((digital ? 3_000 + random() * 60_000 : 5_000 + random() ** 2 * 3_000_000) / 500) * 500,
      discount: random() < 0.3 ? Math.floor(random() * 30) : 0,
      stock,
      preorder: stock === 0 && random() < 0.6,
      bestseller: random() < 0.1,
      digital,
      features: some(random, FEATURES, 2),
      tags: [noun.toLowerCase().split(' ', 1)[0] ?? noun, pick(random, PLACES).toLowerCase()],
      colors: variants.length > 0 ? [] : some(random, COLORS, 2),
      materials: some(random, MATERIALS, 2),
      variants,
      popularity: Math.floor(random() * 1000),
      daysAgo: Math.floor(random() * 720),
    };
  });
}
