import type { SeedProduct, SeedReview } from './catalogue-types.ts';

// A few review sets reused across products; names are the customers', null reads 'Anonymous Customer'.
const LOVED: readonly SeedReview[] = [
  { author: 'Chiamaka Obi', rating: 5, comment: 'Exactly as described and delivered to Lekki in three days. Worth every naira.', verifiedPurchase: true, daysAgo: 12 },
  { author: 'Tunde Bakare', rating: 5, comment: 'Solid build. I used it for a full wedding weekend without a single problem.', verifiedPurchase: true, daysAgo: 30 },
  { author: 'Aisha Bello', rating: 4, comment: 'Very good, though the manual could be clearer.', verifiedPurchase: true, daysAgo: 45 },
];
const MIXED: readonly SeedReview[] = [
  { author: 'Emeka Nwosu', rating: 4, comment: 'Does the job well for the price.', verifiedPurchase: true, daysAgo: 8 },
  { author: null, rating: 3, comment: 'Good, but it took a while to arrive in Kano.', daysAgo: 20 },
  { author: 'Funke Adeyemi', rating: 5, comment: 'My clients love the results.', verifiedPurchase: true, daysAgo: 60 },
  { author: 'Ibrahim Musa', rating: 2, comment: 'Mine came with a scratched case; support replaced it quickly.', daysAgo: 75 },
];
const ONE_GOOD: readonly SeedReview[] = [
  { author: 'Ngozi Eze', rating: 5, comment: 'Clear lessons, and I finally understand off-camera flash.', verifiedPurchase: true, daysAgo: 5 },
];

/** The demo shop: 44 products over every category, in stock, on pre-order, sold out and digital. */
export const DEMO_PRODUCTS: readonly SeedProduct[] = [
  // Cameras
  {
    id: 'canon-eos-r6-mark-ii', title: 'Canon EOS R6 Mark II Mirrorless Camera', category: 'cat-cameras', brand: 'Canon',
    description: 'Full-frame 24.2 MP mirrorless camera with in-body stabilisation, 40 fps bursts and 4K 60p video. A favourite for weddings and events.',
    price: 2_450_000, discount: 8, stock: 6, bestseller: true, popularity: 310, daysAgo: 40,
    features: ['Travel-friendly'], tags: ['mirrorless', 'full-frame', 'video', 'wedding'], colors: ['Black'], materials: ['Metal'], reviews: LOVED,
  },
  {
    id: 'sony-a7-iv', title: 'Sony Alpha 7 IV Mirrorless Camera', category: 'cat-cameras', brand: 'Sony',
    description: '33 MP full-frame sensor, real-time eye autofocus for people and animals, and 10-bit 4K video for hybrid shooters.',
    price: 2_180_000, discount: 5, stock: 4, bestseller: true, popularity: 280, daysAgo: 75,
    features: ['Travel-friendly'], tags: ['mirrorless', 'full-frame', 'video'], colors: ['Black'], materials: ['Metal'], reviews: MIXED,
  },
  {
    id: 'nikon-z6-iii', title: 'Nikon Z6 III Mirrorless Camera', category: 'cat-cameras', brand: 'Nikon',
    description: 'Partially stacked 24.5 MP sensor with a bright EVF and 6K RAW video. Arriving soon: reserve yours with a pre-order.',
    price: 2_650_000, stock: 0, preorder: true, popularity: 95, daysAgo: 3,
    features: ['Travel-friendly'], tags: ['mirrorless', 'full-frame', 'video'], colors: ['Black'], materials: ['Metal'],
  },
  {
    id: 'fujifilm-x-t5', title: 'Fujifilm X-T5 Camera Body', category: 'cat-cameras', brand: 'Fujifilm',
    description: '40 MP APS-C camera with classic dials and film simulations. Choose the black or silver finish.',
    price: 1_580_000, discount: 6, stock: 7, popularity: 190, daysAgo: 120,
    features: ['Travel-friendly'], tags: ['mirrorless', 'aps-c', 'street'], materials: ['Metal'],
    variants: [{ color: 'Black', finish: 'Matte', stock: 4 }, { color: 'Silver', finish: 'Satin', stock: 3 }], reviews: ONE_GOOD,
  },
  {
    id: 'canon-eos-2000d-kit', title: 'Canon EOS 2000D DSLR with 18-55mm Lens', category: 'cat-cameras', brand: 'Canon',
    description: 'An affordable 24 MP DSLR kit for beginners, with Wi-Fi sharing and a versatile kit zoom.',
    price: 485_000, discount: 10, stock: 15, bestseller: true, popularity: 420, daysAgo: 300,
    features: ['Travel-friendly'], tags: ['dslr', 'beginner', 'kit'], colors: ['Black'], materials: ['Plastic'], reviews: MIXED,
  },
  {
    id: 'instax-mini-12', title: 'Instax Mini 12 Instant Camera', category: 'cat-cameras', brand: 'Fujifilm',
    description: 'Point, shoot and print credit-card sized photos in seconds. Automatic exposure and a close-up mode for selfies.',
    price: 98_000, stock: 22, popularity: 260, daysAgo: 90,
    features: ['Travel-friendly'], tags: ['instant', 'gift', 'party'], materials: ['Plastic'],
    variants: [{ color: 'Blue', stock: 8 }, { color: 'White', stock: 9 }, { color: 'Green', stock: 5 }],
  },
  {
    id: 'leica-q3', title: 'Leica Q3 Compact Camera', category: 'cat-cameras', brand: 'Leica',
    description: '60 MP full-frame compact with a fixed Summilux 28 mm f/1.7 lens. Sold out for this season.',
    price: 7_900_000, stock: 0, popularity: 12, daysAgo: 200,
    features: ['Travel-friendly'], tags: ['compact', 'full-frame', 'street'], colors: ['Black'], materials: ['Metal'],
  },
  // Camera gear and lenses
  {
    id: 'canon-rf-50mm-f18', title: 'Canon RF 50mm f/1.8 STM Lens', category: 'cat-lenses', brand: 'Canon',
    description: 'The light, sharp "nifty fifty" for portraits with soft backgrounds, at a price every shooter can reach.',
    price: 165_000, discount: 5, stock: 18, bestseller: true, popularity: 390, daysAgo: 150,
    features: ['Travel-friendly'], tags: ['lens', 'prime', 'portrait'], colors: ['Black'], materials: ['Plastic'], reviews: LOVED,
  },
  {
    id: 'sigma-24-70-f28-dg-dn', title: 'Sigma 24-70mm f/2.8 DG DN Art Lens', category: 'cat-lenses', brand: 'Sigma',
    description: 'The event workhorse zoom, sharp wide open, with a dust- and splash-resistant body. Sony E and L mounts.',
    price: 920_000, stock: 5, popularity: 140, daysAgo: 60,
    features: ['Waterproof'], tags: ['lens', 'zoom', 'event', 'wedding'], colors: ['Black'], materials: ['Metal'],
    variants: [{ finish: 'Sony E-mount', stock: 3 }, { finish: 'L-mount', stock: 0 }],
  },
  {
    id: 'sony-fe-85mm-f18', title: 'Sony FE 85mm f/1.8 Portrait Lens', category: 'cat-lenses', brand: 'Sony',
    description: 'A compact portrait prime with quick, quiet autofocus and creamy bokeh. Currently on pre-order.',
    price: 420_000, stock: 0, preorder: true, popularity: 170, daysAgo: 20,
    features: ['Travel-friendly'], tags: ['lens', 'prime', 'portrait'], colors: ['Black'], materials: ['Metal'],
  },
  {
    id: 'manfrotto-befree-tripod', title: 'Manfrotto Befree Advanced Travel Tripod', category: 'cat-gear', brand: 'Manfrotto',
    description: 'A folding travel tripod with a ball head that carries 8 kg, in aluminium or carbon fibre.',
    price: 145_000, discount: 12, stock: 10, popularity: 150, daysAgo: 110,
    features: ['Foldable', 'Travel-friendly'], tags: ['tripod', 'travel', 'landscape'], colors: ['Black'],
    variants: [{ material: 'Metal', finish: 'Aluminium', stock: 6 }, { material: 'Plastic', finish: 'Carbon fibre', price: 215_000, stock: 4 }],
  },
  {
    id: 'lowepro-camera-backpack', title: 'Lowepro ProTactic Camera Backpack', category: 'cat-gear', brand: 'Lowepro',
    description: 'Weather-sealed backpack for two bodies, six lenses and a 15-inch laptop, with quick side access.',
    price: 118_000, stock: 9, popularity: 120, daysAgo: 130,
    features: ['Waterproof', 'Travel-friendly'], tags: ['bag', 'travel'], materials: ['Fabric'],
    variants: [{ color: 'Black', size: 'M', stock: 4 }, { color: 'Black', size: 'L', stock: 3 }, { color: 'Gray', size: 'M', stock: 2 }], reviews: MIXED,
  },
  {
    id: 'dji-rs-4-gimbal', title: 'DJI RS 4 Camera Gimbal Stabiliser', category: 'cat-gear', brand: 'DJI',
    description: 'Three-axis stabiliser for mirrorless cameras up to 3 kg, with native vertical shooting for reels.',
    price: 560_000, discount: 7, stock: 3, popularity: 88, daysAgo: 35,
    features: ['Foldable', 'Travel-friendly'], tags: ['video', 'gimbal'], colors: ['Black'], materials: ['Metal'],
  },
  {
    id: 'peak-design-slide-strap', title: 'Peak Design Slide Camera Strap', category: 'cat-gear', brand: 'Peak Design',
    description: 'Quick-adjusting sling, neck or shoulder strap with anchor links that swap between cameras in seconds.',
    price: 48_000, stock: 25, popularity: 210, daysAgo: 210,
    features: ['Travel-friendly'], tags: ['strap', 'everyday'], materials: ['Fabric'],
    variants: [{ color: 'Black', stock: 15 }, { color: 'Blue', stock: 10 }],
  },
  {
    id: 'hoya-uv-filter-67mm', title: 'Hoya 67mm UV Protection Filter', category: 'cat-gear', brand: 'Hoya',
    description: 'Multi-coated glass that keeps dust and scratches off your front element.',
    price: 22_000, stock: 0, popularity: 65, daysAgo: 260,
    tags: ['filter', 'protection'], colors: ['Black'], materials: ['Metal'],
  },
  // Lighting kits
  {
    id: 'godox-ad600pro-kit', title: 'Godox AD600Pro Outdoor Flash Kit', category: 'cat-lighting', brand: 'Godox',
    description: 'A 600 Ws battery strobe with TTL and high-speed sync, bowens mount and a carry case: the studio on location.',
    price: 640_000, discount: 10, stock: 4, preorder: true, bestseller: true, popularity: 230, daysAgo: 70,
    features: ['Heat Resistant', 'Travel-friendly'], tags: ['strobe', 'flash', 'outdoor', 'kit'], colors: ['Black'], materials: ['Metal', 'Plastic'], reviews: LOVED,
  },
  {
    id: 'godox-sl60w-led-kit', title: 'Godox SL60W LED Video Light Kit', category: 'cat-lighting', brand: 'Godox',
    description: 'Two 60 W daylight LED lights with softboxes and stands, quiet enough for interviews.',
    price: 215_000, stock: 8, popularity: 180, daysAgo: 100,
    features: ['Heat Resistant'], tags: ['led', 'video', 'kit', 'continuous'], colors: ['White'], materials: ['Metal'], reviews: MIXED,
  },
  {
    id: 'neewer-ring-light-18', title: 'Neewer 18-inch Ring Light with Stand', category: 'cat-lighting', brand: 'Neewer',
    description: 'Dimmable bi-colour ring light with a phone holder and a 2 m stand for beauty shots and live streams.',
    price: 58_000, discount: 15, stock: 30, bestseller: true, popularity: 450, daysAgo: 160,
    features: ['Foldable'], tags: ['led', 'ring-light', 'beauty', 'streaming'], materials: ['Plastic', 'Metal'],
    variants: [{ color: 'Black', stock: 20 }, { color: 'White', stock: 10 }],
  },
  {
    id: 'profoto-b10x-plus', title: 'Profoto B10X Plus Duo Kit', category: 'cat-lighting', brand: 'Profoto',
    description: 'Two pocket-size 500 Ws flashes with continuous light for stills and video. Next shipment on pre-order.',
    price: 4_200_000, stock: 0, preorder: true, popularity: 30, daysAgo: 15,
    features: ['Travel-friendly'], tags: ['strobe', 'flash', 'kit', 'premium'], colors: ['Black'], materials: ['Metal'],
  },
  {
    id: 'softbox-octagon-120', title: 'Octagon Softbox 120cm with Grid', category: 'cat-lighting', brand: 'Godox',
    description: 'Large octagonal softbox with a honeycomb grid for soft, controlled portrait light. Bowens mount.',
    price: 46_000, stock: 12, popularity: 140, daysAgo: 180,
    features: ['Foldable', 'Heat Resistant'], tags: ['modifier', 'softbox', 'portrait'], colors: ['Black'], materials: ['Fabric'],
  },
  {
    id: 'aputure-amaran-200x', title: 'Aputure Amaran 200x S Bi-Colour LED', category: 'cat-lighting', brand: 'Aputure',
    description: 'A 200 W bi-colour COB light controlled from your phone, with a quiet fan for film sets.',
    price: 395_000, stock: 2, popularity: 76, daysAgo: 45,
    features: ['Heat Resistant'], tags: ['led', 'video', 'continuous'], colors: ['Gray'], materials: ['Metal'],
  },
  {
    id: 'speedlight-tt685ii', title: 'Godox TT685 II Speedlight', category: 'cat-lighting', brand: 'Godox',
    description: 'TTL on-camera flash with a built-in 2.4 GHz radio for off-camera setups. Choose your camera system.',
    price: 92_000, stock: 11, popularity: 200, daysAgo: 140,
    tags: ['flash', 'speedlight', 'event'], colors: ['Black'], materials: ['Plastic'],
    variants: [{ finish: 'Canon', stock: 5 }, { finish: 'Nikon', stock: 3 }, { finish: 'Sony', stock: 3 }],
  },
  // Backdrops
  {
    id: 'muslin-backdrop-3x6', title: 'Hand-dyed Muslin Backdrop 3x6m', category: 'cat-backdrops', brand: 'Studio Lagos',
    description: 'Hand-dyed cotton muslin with a painterly texture, dyed in Abeokuta. Machine washable.',
    price: 38_000, discount: 10, stock: 14, bestseller: true, popularity: 330, daysAgo: 25,
    features: ['Foldable', 'Reusable'], tags: ['backdrop', 'portrait', 'handmade'], materials: ['Fabric'],
    variants: [
      { color: 'Brown', size: 'M', stock: 5 }, { color: 'Blue', size: 'M', stock: 4 },
      { color: 'Gray', size: 'L', price: 52_000, stock: 3 }, { color: 'Green', size: 'L', price: 52_000, stock: 0 },
    ],
    reviews: LOVED,
  },
  {
    id: 'vinyl-backdrop-white', title: 'Seamless Vinyl Backdrop, White', category: 'cat-backdrops', brand: 'Savage',
    description: 'Wipe-clean vinyl for product and fashion shoots; spills and shoe marks come off with a damp cloth.',
    price: 45_000, stock: 9, popularity: 160, daysAgo: 85,
    features: ['Waterproof', 'Reusable'], tags: ['backdrop', 'product', 'fashion'], colors: ['White'], materials: ['Vinyl'],
    variants: [{ size: 'S', price: 28_000, stock: 4 }, { size: 'M', stock: 3 }, { size: 'XL', price: 78_000, stock: 2 }],
  },
  {
    id: 'paper-backdrop-thunder-gray', title: 'Seamless Paper Roll, Thunder Gray', category: 'cat-backdrops', brand: 'Savage',
    description: 'A 2.72 x 11 m paper roll in the classic neutral grey for headshots.',
    price: 56_000, stock: 6, popularity: 110, daysAgo: 190,
    features: ['Reusable'], tags: ['backdrop', 'headshot'], colors: ['Gray'], materials: ['Paper'],
  },
  {
    id: 'ankara-print-backdrop', title: 'Ankara Print Canvas Backdrop', category: 'cat-backdrops', brand: 'Studio Lagos',
    description: 'Bold wax-print patterns printed on heavy canvas, for vibrant portraits and brand shoots.',
    price: 64_000, stock: 0, preorder: true, popularity: 140, daysAgo: 10,
    features: ['Foldable', 'Reusable'], tags: ['backdrop', 'portrait', 'handmade'], materials: ['Canvas'],
    variants: [{ color: 'Red', size: 'M', stock: 0 }, { color: 'Gold', size: 'M', stock: 0 }, { color: 'Green', size: 'L', price: 82_000, stock: 0 }],
  },
  {
    id: 'collapsible-backdrop-5x7', title: 'Collapsible Reversible Backdrop 1.5x2m', category: 'cat-backdrops', brand: 'Lastolite',
    description: 'Pops open in seconds and folds into a small bag: black on one side, white on the other.',
    price: 72_000, stock: 5, popularity: 90, daysAgo: 230,
    features: ['Foldable', 'Travel-friendly', 'Reusable'], tags: ['backdrop', 'travel', 'headshot'], colors: ['Black', 'White'], materials: ['Fabric'],
  },
  {
    id: 'backdrop-stand-kit', title: 'Heavy-duty Backdrop Stand Kit 3x3m', category: 'cat-backdrops', brand: 'Neewer',
    description: 'Adjustable stands and crossbar with sandbags and clamps. Sold out until the next container lands.',
    price: 68_000, stock: 0, popularity: 150, daysAgo: 280,
    features: ['Foldable'], tags: ['stand', 'backdrop'], colors: ['Black'], materials: ['Metal'],
  },
  // Studio accessories
  {
    id: 'reflector-5-in-1', title: '5-in-1 Collapsible Reflector 110cm', category: 'cat-accessories', brand: 'Neewer',
    description: 'Gold, silver, white, black and translucent surfaces in one zip cover: bounce, fill or diffuse.',
    price: 18_500, discount: 20, stock: 40, bestseller: true, popularity: 520, daysAgo: 170,
    features: ['Foldable', 'Travel-friendly', 'Reusable'], tags: ['reflector', 'portrait', 'outdoor'], colors: ['Gold', 'Silver', 'White'], materials: ['Fabric'], reviews: MIXED,
  },
  {
    id: 'sandisk-extreme-pro-128', title: 'SanDisk Extreme PRO SD Card 128GB', category: 'cat-accessories', brand: 'SanDisk',
    description: 'UHS-I card with 200 MB/s reads for quick offloads and 4K video. Temperature- and water-proof.',
    price: 32_000, stock: 60, popularity: 610, daysAgo: 220,
    features: ['Waterproof', 'Heat Resistant'], tags: ['memory', 'storage'], colors: ['Black', 'Red'], materials: ['Plastic'],
    variants: [{ size: 'S', finish: '64GB', price: 19_500, stock: 30 }, { size: 'M', finish: '128GB', stock: 20 }, { size: 'L', finish: '256GB', price: 58_000, stock: 3 }],
  },
  {
    id: 'magnetic-gel-kit', title: 'Magnetic Colour Gel Kit for Speedlights', category: 'cat-accessories', brand: 'MagMod',
    description: 'Twenty colour-correction and creative gels that snap on with magnets.',
    price: 27_000, stock: 3, popularity: 95, daysAgo: 65,
    features: ['Magnetic', 'Reusable'], tags: ['gel', 'flash', 'creative'], materials: ['Plastic'],
  },
  {
    id: 'super-clamp-2-pack', title: 'Super Clamp with Spigot, 2-pack', category: 'cat-accessories', brand: 'Manfrotto',
    description: 'Grips poles, tables and doors up to 55 mm to hold flashes, reflectors and phones.',
    price: 24_000, stock: 16, popularity: 80, daysAgo: 250,
    tags: ['clamp', 'grip'], colors: ['Silver'], materials: ['Metal'],
  },
  {
    id: 'lens-cleaning-kit', title: 'Lens and Sensor Cleaning Kit', category: 'cat-accessories', brand: 'VSGO',
    description: 'Air blower, brushes, swabs and fluid to keep dust off glass and sensors.',
    price: 9_500, discount: 10, stock: 45, popularity: 300, daysAgo: 240,
    features: ['Travel-friendly', 'Reusable'], tags: ['cleaning', 'maintenance'], colors: ['Black'], materials: ['Plastic'],
  },
  {
    id: 'wireless-trigger-x3', title: 'Godox X3 Wireless Flash Trigger', category: 'cat-accessories', brand: 'Godox',
    description: 'A tiny touchscreen trigger for TTL and HSS on Godox lights. Pre-order for the Fuji version.',
    price: 55_000, stock: 0, preorder: true, popularity: 60, daysAgo: 6,
    tags: ['flash', 'trigger'], colors: ['Black'], materials: ['Plastic'],
    variants: [{ finish: 'Canon', stock: 0 }, { finish: 'Fujifilm', stock: 0 }],
  },
  {
    id: 'tether-cable-usb-c', title: 'Tether Cable USB-C 5m, High Visibility', category: 'cat-accessories', brand: 'Tether Tools',
    description: 'Bright orange cable for shooting straight into Lightroom or Capture One in the studio.',
    price: 29_000, stock: 1, popularity: 50, daysAgo: 55,
    tags: ['tethering', 'cable'], colors: ['Red'], materials: ['Plastic'],
  },
  // Lifestyle and creative
  {
    id: 'lagos-skyline-print', title: 'Lagos Skyline Fine-art Print', category: 'cat-lifestyle', brand: 'Studio Lagos',
    description: 'Archival print of the Lagos lagoon at blue hour, signed by the photographer.',
    price: 35_000, stock: 12, popularity: 130, daysAgo: 30,
    features: ['Reusable'], tags: ['print', 'art', 'lagos', 'gift'], materials: ['Paper'],
    variants: [{ size: 'S', material: 'Paper', stock: 6 }, { size: 'M', material: 'Paper', price: 55_000, stock: 4 }, { size: 'L', material: 'Canvas', price: 95_000, stock: 2 }],
    reviews: ONE_GOOD,
  },
  {
    id: 'photographer-tee', title: 'Shoot in Manual T-shirt', category: 'cat-lifestyle', brand: 'Studio Lagos',
    description: 'Soft cotton tee for people who know what the M on the dial means.',
    price: 12_000, stock: 40, popularity: 240, daysAgo: 95,
    tags: ['apparel', 'gift'], materials: ['Fabric'],
    variants: [
      { color: 'Black', size: 'S', stock: 6 }, { color: 'Black', size: 'M', stock: 10 }, { color: 'Black', size: 'L', stock: 8 },
      { color: 'White', size: 'M', stock: 5 }, { color: 'White', size: 'XL', stock: 0 }, { color: 'Red', size: 'XS', stock: 2 },
      { color: 'Red', size: 'M', stock: 4 },
    ],
  },
  {
    id: 'lens-mug', title: 'Camera Lens Coffee Mug', category: 'cat-lifestyle', brand: 'CreativeCo',
    description: 'A stainless-steel travel mug shaped like a 24-105 mm lens. Keeps coffee hot through the shoot.',
    price: 9_000, discount: 10, stock: 35, popularity: 280, daysAgo: 115,
    features: ['Heat Resistant', 'Reusable', 'Travel-friendly'], tags: ['gift', 'mug'], colors: ['Black'], materials: ['Metal', 'Plastic'],
  },
  {
    id: 'film-photo-book', title: 'Lagos in Colour: Photo Book', category: 'cat-lifestyle', brand: 'Studio Lagos',
    description: '160 pages of street photography from Lagos Island to Badagry, hardback.',
    price: 28_000, stock: 0, popularity: 70, daysAgo: 330,
    tags: ['book', 'art', 'lagos', 'gift'], materials: ['Paper'],
  },
  {
    id: 'creative-journal', title: 'Shoot Planner Journal', category: 'cat-lifestyle', brand: 'CreativeCo',
    description: 'Shot lists, mood-board pages and client notes in a water-resistant cover.',
    price: 7_500, stock: 4, popularity: 100, daysAgo: 50,
    features: ['Waterproof'], tags: ['planner', 'gift'], colors: ['Brown'], materials: ['Paper'],
  },
  // Digital courses and guides
  {
    id: 'course-lighting-fundamentals', title: 'Studio Lighting Fundamentals Course', category: 'cat-digital', brand: 'Studio Academy',
    description: 'Eight hours of video lessons on one-, two- and three-light setups, with lighting diagrams to download.',
    price: 35_000, discount: 25, stock: 999, digital: true, bestseller: true, popularity: 380, daysAgo: 18,
    tags: ['course', 'lighting', 'digital'], reviews: ONE_GOOD,
  },
  {
    id: 'guide-wedding-photography', title: 'Wedding Photography Business Guide (PDF)', category: 'cat-digital', brand: 'Studio Academy',
    description: 'Pricing, contracts and shot lists for Nigerian weddings, from the introduction to the reception.',
    price: 15_000, stock: 999, digital: true, popularity: 210, daysAgo: 80,
    tags: ['guide', 'wedding', 'business', 'digital'],
  },
  {
    id: 'presets-melanin-glow', title: 'Melanin Glow Lightroom Presets', category: 'cat-presets', brand: 'Studio Academy',
    description: 'Twelve presets that keep dark skin tones rich and true, for desktop and mobile Lightroom.',
    price: 8_500, stock: 999, digital: true, bestseller: true, popularity: 560, daysAgo: 28,
    tags: ['presets', 'editing', 'portrait', 'digital'], reviews: LOVED,
  },
  {
    id: 'course-editing-masterclass', title: 'Retouching Masterclass (Video Course)', category: 'cat-digital', brand: 'Studio Academy',
    description: 'Frequency separation, dodge and burn and colour grading, step by step in Photoshop.',
    price: 45_000, discount: 15, stock: 999, digital: true, popularity: 150, daysAgo: 1,
    tags: ['course', 'editing', 'digital'],
  },
];
