import type { SeedCategory } from './catalogue-types.ts';

/** The shop's categories, with two sub-categories to show the hierarchy. */
export const DEMO_CATEGORIES: readonly SeedCategory[] = [
  {
    id: 'cat-cameras',
    slug: 'cameras',
    title: 'Cameras',
    description: 'Mirrorless, DSLR and instant cameras for every kind of shoot.',
    featured: true,
  },
  {
    id: 'cat-gear',
    slug: 'gear',
    title: 'Camera Gear',
    description: 'Lenses, tripods, bags and the everyday kit around the camera.',
    featured: true,
  },
  {
    id: 'cat-lenses',
    slug: 'lenses',
    title: 'Lenses',
    description: 'Primes and zooms for portraits, weddings and events.',
    parentId: 'cat-gear',
  },
  {
    id: 'cat-lighting',
    slug: 'lighting-kits',
    title: 'Lighting Kits',
    description: 'Strobes, LED panels, softboxes and complete studio kits.',
    featured: true,
  },
  {
    id: 'cat-backdrops',
    slug: 'backdrops',
    title: 'Backdrops',
    description: 'Muslin, vinyl, paper and canvas backdrops with stands.',
    featured: true,
  },
  {
    id: 'cat-accessories',
    slug: 'studio-accessories',
    title: 'Studio Accessories',
    description: 'Reflectors, clamps, memory cards and the small things that save a shoot.',
  },
  { id: 'cat-lifestyle', slug: 'lifestyle', title: 'Lifestyle & Creative', description: 'Prints, apparel and gifts for creatives.' },
  {
    id: 'cat-digital',
    slug: 'digital-courses',
    title: 'Digital Courses & Guides',
    description: 'Courses, guides and presets, delivered as downloads.',
    featured: true,
  },
  {
    id: 'cat-presets',
    slug: 'presets',
    title: 'Presets',
    description: 'Lightroom presets tuned for West African light and skin tones.',
    parentId: 'cat-digital',
  },
];
