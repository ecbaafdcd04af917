import type { Queryable } from '../db/database.ts';
import { FULL_HEIGHT, FULL_WIDTH, renditionKey, type Artwork } from '../gallery/gallery-artwork.ts';
import { bulkInsert } from './bulk-insert.ts';
import { SEED_EPOCH } from './seed-catalogue.ts';

type Category = readonly [name: string, title: string];

const PORTRAITS: Category = ['portraits', 'Portraits'];
const WEDDINGS: Category = ['weddings', 'Weddings'];
const STREET: Category = ['street', 'Street Life'];
const FAMILY: Category = ['family', 'Family'];
const CULTURE: Category = ['culture', 'Culture & Festivals'];
const FASHION: Category = ['fashion', 'Fashion'];
const CAMERAS: Category = ['cameras', 'Cameras'];
const LIGHTING: Category = ['lighting', 'Lighting'];
const BACKDROPS: Category = ['backdrops', 'Backdrops'];
const LIFESTYLE: Category = ['lifestyle', 'Lifestyle'];

interface SeedStory {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly category: Category;
  readonly photographer: string;
}

interface SeedShowcase extends SeedStory {
  readonly productId: string;
  readonly extraViews: readonly string[];
}

const KUNLE = 'Kunle Adeyemi';
const IFEOMA = 'Ifeoma Okafor';
const TOLU = 'Tolu Bakare';
const AMINA = 'Amina Bello';
const CHIDI = 'Chidi Eze';

export const DEMO_STORIES: readonly SeedStory[] = [
  {
    id: 'golden-hour-bodija',
    title: 'Golden Hour in Bodija',
    description: 'A mother and daughter at Bodija market as the sun sets over the stalls.',
    category: PORTRAITS,
    photographer: KUNLE,
  },
  {
    id: 'the-tailor-of-dugbe',
    title: 'The Tailor of Dugbe',
    description: 'Mr Akinola has sewn agbada for forty years; his hands still measure by eye.',
    category: PORTRAITS,
    photographer: IFEOMA,
  },
  {
    id: 'grandmother-smile',
    title: "Grandmother's Smile",
    description: 'Mama Funke laughing at a joke her grandson told just before the shutter clicked.',
    category: PORTRAITS,
    photographer: TOLU,
  },
  {
    id: 'student-dreams',
    title: 'Student Dreams',
    description: 'A final-year architecture student with the model of her first building.',
    category: PORTRAITS,
    photographer: AMINA,
  },
  {
    id: 'aso-ebi-morning',
    title: 'Aso Ebi Morning',
    description: 'Bridesmaids in matching gele fixing each other before the ceremony in Ibadan.',
    category: WEDDINGS,
    photographer: KUNLE,
  },
  {
    id: 'first-dance-oyo',
    title: 'First Dance in Oyo',
    description: 'The couple’s first dance under a canopy of fairy lights and talking drums.',
    category: WEDDINGS,
    photographer: CHIDI,
  },
  {
    id: 'the-ring-bearer',
    title: 'The Ring Bearer',
    description: 'Six-year-old Dayo took his job very seriously and never let go of the box.',
    category: WEDDINGS,
    photographer: IFEOMA,
  },
  {
    id: 'traditional-rites',
    title: 'Traditional Rites',
    description: 'Families meet and exchange gifts at a traditional engagement in Abeokuta.',
    category: WEDDINGS,
    photographer: TOLU,
  },
  {
    id: 'danfo-rush-hour',
    title: 'Danfo Rush Hour',
    description: 'Yellow buses and conductors calling out stops on a busy Lagos evening.',
    category: STREET,
    photographer: CHIDI,
  },
  {
    id: 'okada-rain',
    title: 'Okada in the Rain',
    description: 'A rider waits out a sudden downpour under a roadside umbrella.',
    category: STREET,
    photographer: AMINA,
  },
  {
    id: 'market-colours',
    title: 'Market Colours',
    description: 'Stacks of fabric and peppers at Oje market, photographed at noon.',
    category: STREET,
    photographer: KUNLE,
  },
  {
    id: 'boys-football',
    title: 'Sunday Football',
    description: 'Boys playing barefoot on a dusty pitch beside the railway line.',
    category: STREET,
    photographer: TOLU,
  },
  {
    id: 'twins-birthday',
    title: 'The Twins Turn Five',
    description: 'Taiwo and Kehinde blow out their candles together at home in Ring Road.',
    category: FAMILY,
    photographer: IFEOMA,
  },
  {
    id: 'four-generations',
    title: 'Four Generations',
    description: 'Great-grandmother, grandmother, mother and newborn in one frame.',
    category: FAMILY,
    photographer: KUNLE,
  },
  {
    id: 'sunday-lunch',
    title: 'Sunday Lunch',
    description: 'Jollof, laughter and arguments about football around the family table.',
    category: FAMILY,
    photographer: AMINA,
  },
  {
    id: 'new-home',
    title: 'Keys to a New Home',
    description: 'A young family on the steps of the house they saved ten years to build.',
    category: FAMILY,
    photographer: CHIDI,
  },
  {
    id: 'eyo-festival',
    title: 'Eyo Festival',
    description: 'White-robed masquerades parade through Lagos Island for the Eyo festival.',
    category: CULTURE,
    photographer: TOLU,
  },
  {
    id: 'osun-grove',
    title: 'Procession at the Osun Grove',
    description: 'Devotees carry offerings through the sacred grove in Osogbo.',
    category: CULTURE,
    photographer: KUNLE,
  },
  {
    id: 'durbar-riders',
    title: 'Durbar Riders',
    description: 'Horsemen in embroidered robes salute the emir during the Sallah durbar.',
    category: CULTURE,
    photographer: AMINA,
  },
  {
    id: 'talking-drums',
    title: 'The Talking Drummers',
    description: 'Three drummers keep the rhythm for a naming ceremony in Ibadan.',
    category: CULTURE,
    photographer: CHIDI,
  },
  {
    id: 'adire-studio',
    title: 'Adire in the Studio',
    description: 'A model in hand-dyed adire against a plain backdrop, lit with one softbox.',
    category: FASHION,
    photographer: IFEOMA,
  },
  {
    id: 'lagos-street-style',
    title: 'Lagos Street Style',
    description: 'Bold prints and sneakers on the Marina: what young Lagos wears this season.',
    category: FASHION,
    photographer: TOLU,
  },
  {
    id: 'bridal-couture',
    title: 'Bridal Couture',
    description: 'A beaded reception gown by an Ibadan designer, shot for her lookbook.',
    category: FASHION,
    photographer: KUNLE,
  },
  {
    id: 'menswear-editorial',
    title: 'Menswear Editorial',
    description: 'Kaftans reimagined in linen, photographed on a rooftop at dusk.',
    category: FASHION,
    photographer: AMINA,
  },
];

export const DEMO_SHOWCASE: readonly SeedShowcase[] = [
  {
    id: 'showcase-canon-r6',
    title: 'Canon EOS R6 Mark II',
    description: 'Our everyday studio body, photographed on slate with a single strip light.',
    category: CAMERAS,
    photographer: CHIDI,
    productId: 'canon-eos-r6-mark-ii',
    extraViews: ['Top plate', 'Rear screen', 'With 50mm'],
  },
  {
    id: 'showcase-sony-a7iv',
    title: 'Sony Alpha 7 IV',
    description: 'Compact full-frame camera for weddings, shot on a warm wooden table.',
    category: CAMERAS,
    photographer: TOLU,
    productId: 'sony-a7-iv',
    extraViews: ['Front', 'Grip detail', 'Flip screen'],
  },
  {
    id: 'showcase-canon-2000d',
    title: 'Canon EOS 2000D Kit',
    description: 'The first camera of most of our workshop students, with its 18-55mm kit lens.',
    category: CAMERAS,
    photographer: KUNLE,
    productId: 'canon-eos-2000d-kit',
    extraViews: ['Kit lens', 'In hand', 'Top dial'],
  },
  {
    id: 'showcase-rf-50mm',
    title: 'Canon RF 50mm f/1.8',
    description: 'The small fifty behind most of our soft-background portraits.',
    category: CAMERAS,
    photographer: AMINA,
    productId: 'canon-rf-50mm-f18',
    extraViews: ['On the body', 'Wide open'],
  },
  {
    id: 'showcase-godox-ad600',
    title: 'Godox AD600Pro',
    description: 'Outdoor flash that overpowers the midday sun on location shoots.',
    category: LIGHTING,
    photographer: CHIDI,
    productId: 'godox-ad600pro-kit',
    extraViews: ['With softbox', 'Control panel', 'Case'],
  },
  {
    id: 'showcase-sl60w',
    title: 'Godox SL60W',
    description: 'Quiet, steady LED light for interviews and behind-the-scenes video.',
    category: LIGHTING,
    photographer: IFEOMA,
    productId: 'godox-sl60w-led-kit',
    extraViews: ['With barn doors', 'Stand'],
  },
  {
    id: 'showcase-amaran-200x',
    title: 'Amaran 200x S',
    description: 'Bi-colour LED that moves from tungsten warmth to daylight in a dial.',
    category: LIGHTING,
    photographer: TOLU,
    productId: 'aputure-amaran-200x',
    extraViews: ['Warm setting', 'Daylight setting', 'With dome'],
  },
  {
    id: 'showcase-octagon-softbox',
    title: 'Octagon Softbox',
    description: 'The 120 cm octagon behind most of our portrait catchlights.',
    category: LIGHTING,
    photographer: KUNLE,
    productId: 'softbox-octagon-120',
    extraViews: ['With grid', 'Folded'],
  },
  {
    id: 'showcase-thunder-gray',
    title: 'Thunder Gray Paper Roll',
    description: 'The seamless grey that sits behind our headshots and product flat lays.',
    category: BACKDROPS,
    photographer: AMINA,
    productId: 'paper-backdrop-thunder-gray',
    extraViews: ['Texture', 'On stands', 'Rolled'],
  },
  {
    id: 'showcase-collapsible',
    title: 'Reversible Pop-up Backdrop',
    description: 'Two colours in one disc that opens in a second, for portraits on location.',
    category: BACKDROPS,
    photographer: IFEOMA,
    productId: 'collapsible-backdrop-5x7',
    extraViews: ['Folded', 'Portrait in front'],
  },
  {
    id: 'showcase-lens-mug',
    title: 'Camera Lens Mug',
    description: 'A coffee mug shaped like a 24-105mm lens, for the long editing nights.',
    category: LIFESTYLE,
    photographer: CHIDI,
    productId: 'lens-mug',
    extraViews: ['With coffee', 'Lid off', 'On the desk'],
  },
  {
    id: 'showcase-planner',
    title: 'Shoot Planner Journal',
    description: 'Shot lists, lighting diagrams and client notes, one spread per shoot.',
    category: LIFESTYLE,
    photographer: TOLU,
    productId: 'creative-journal',
    extraViews: ['Cover', 'Spread'],
  },
];

const HOUR_MS = 3_600_000;

export function relatedImageUrl(imageId: string, view: number): string {
  return `/media/gallery/${renditionKey(`${imageId}-v${view}`, FULL_WIDTH, 'jpg')}`;
}

/** A seeded picture's drawing: its artwork, whether it has a full picture, and the image row it belongs to. */
export interface DemoArtwork {
  readonly owner: string;
  readonly artwork: Artwork;
  readonly main: boolean;
}

/**
 * Every seeded picture by its file base: each story and showcase item under its id (with a full
 * picture for downloads), and a showcase item's extra views under `{id}-v{n}`.
 */
const DEMO_ARTWORKS: ReadonlyMap<string, DemoArtwork> = new Map<string, DemoArtwork>([
  ...[...DEMO_STORIES, ...DEMO_SHOWCASE].map(
    (item, index) => [item.id, { owner: item.id, artwork: { seed: index + 1 }, main: true }] as const,
  ),
  ...DEMO_SHOWCASE.flatMap((item, index) =>
    item.extraViews.map(
      (_, view) => [`${item.id}-v${view + 1}`, { owner: item.id, artwork: { seed: 100 + index * 7 + view }, main: false }] as const,
    ),
  ),
]);

/** The seeded picture drawn under a file base ('showcase-canon-r6-v2'); null for any other base. */
export function demoArtwork(base: string): DemoArtwork | null {
  return DEMO_ARTWORKS.get(base) ?? null;
}

/**
 * The portfolio: 24 human stories and 12 product showcase items. Their picture files are not made
 * here: each is drawn the first time it is asked for (server/gallery/demo-picture-files.ts), so a
 * fresh shop starts in seconds instead of drawing and storing some 300 files first.
 */
export async function seedDemoGallery(db: Queryable): Promise<void> {
  // Lists show the newest first, so each list shows its items in the order written here.
  const rows = [...DEMO_SHOWCASE, ...DEMO_STORIES].map((item, index) => {
    const showcase = 'productId' in item ? (item as SeedShowcase) : null;
    return [
      item.id,
      showcase ? 'productshowcase' : 'humanstories',
      item.title,
      item.description,
      item.category[0],
      item.category[1],
      item.photographer,
      showcase?.productId ?? null,
      showcase ? showcase.extraViews.map((_, view) => relatedImageUrl(item.id, view + 1)) : [],
      FULL_WIDTH,
      FULL_HEIGHT,
      new Date(SEED_EPOCH.getTime() - (index + 1) * HOUR_MS),
    ];
  });
  await bulkInsert(
    db,
    'gallery_images',
    [
      'id',
      'gallery_type',
      'title',
      'description',
      'category_name',
      'category_title',
      'photographer',
      'product_id',
      'related_images',
      'width',
      'height',
      'created_at',
    ],
    rows,
  );
}
