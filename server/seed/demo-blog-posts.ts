/** Captured Notes as a fresh shop starts with it: real writing about photography in Nigeria. */

export interface SeedBlogPost {
  readonly slug: string;
  readonly title: string;
  readonly category: string;
  readonly tags: readonly string[];
  readonly author: 'kunle' | 'ifeoma' | 'tolu';
  /** Days before the seed epoch it was published; null for a post dated by its creation only. */
  readonly publishedDaysAgo: number | null;
  readonly createdDaysAgo: number;
  readonly paragraphs: readonly string[];
  readonly relatedProducts: readonly string[];
  readonly relatedPosts: readonly string[];
}

export const BLOG_CATEGORIES = ['Photography Tips', 'Behind the Scenes', 'Lifestyle', 'Gear Guides'] as const;

export const BLOG_AUTHORS = {
  kunle: { name: 'Kunle Adeyemi', role: 'founder', displayRoles: ['Founder', 'Lead Photographer'] },
  ifeoma: { name: 'Ifeoma Okafor', role: 'photographer', displayRoles: [] },
  tolu: { name: 'Tolu Bakare', role: 'editor', displayRoles: ['Studio Editor'] },
} as const;

export const DEMO_BLOG_POSTS: readonly SeedBlogPost[] = [
  {
    slug: 'golden-hour-portraits-in-ibadan',
    title: 'Golden Hour Portraits in Ibadan',
    category: 'Photography Tips',
    tags: ['portraits', 'natural light', 'ibadan', 'golden hour'],
    author: 'kunle',
    publishedDaysAgo: 1,
    createdDaysAgo: 3,
    paragraphs: [
      'From Mapo Hill the whole city turns copper for about forty minutes before the sun drops behind the rusted roofs. That window is the most forgiving light a portrait photographer in Ibadan will ever get, and it costs nothing.',
      'Put the sun behind your subject and a little to one side. The rim of light on the hair separates them from the background, and the face sits in soft, even shade. A white or gold reflector held at waist height lifts the eyes without the squint that direct sun causes.',
      'Meter for the skin, not the sky. Dark skin in particular loses its depth when the camera is fooled by a bright background: dial in one stop of positive exposure compensation and check the histogram, not the screen, which lies in bright sun.',
      'Arrive early. The best twenty minutes pass quickly, and you want the first one spent shooting, not unpacking.',
    ],
    relatedProducts: ['reflector-5-in-1', 'canon-rf-50mm-f18', 'sony-fe-85mm-f18'],
    relatedPosts: ['lighting-dark-skin-tones', 'window-light-portraits-at-home'],
  },
  {
    slug: 'lighting-dark-skin-tones',
    title: 'Lighting Dark Skin Tones with Care',
    category: 'Photography Tips',
    tags: ['lighting', 'portraits', 'skin tones'],
    author: 'ifeoma',
    publishedDaysAgo: 4,
    createdDaysAgo: 6,
    paragraphs: [
      'Too many studio portraits of Nigerians come out grey, flat or shiny. None of that is the skin: it is the light and the exposure. Melanin-rich skin reflects light beautifully when you give it shape.',
      'Use a large, soft source close to the face, such as a 120 cm octagon feathered so that its edge, not its centre, falls on the subject. Feathering keeps the highlights on the cheekbones gentle instead of turning them into hot spots.',
      'Add a little warmth. A quarter-CTO gel on the key, or a warm white balance in post, brings back the richness that a cold flash takes away. Blotting papers are the cheapest retouching tool in the studio: keep a pack by the set.',
      'Above all, expose to the right and protect the shadows. Detail lives in the darker tones; throw it away in camera and no preset will bring it back.',
    ],
    relatedProducts: ['softbox-octagon-120', 'godox-ad600pro-kit', 'presets-melanin-glow', 'magnetic-gel-kit'],
    relatedPosts: ['golden-hour-portraits-in-ibadan', 'choosing-your-first-studio-light'],
  },
  {
    slug: 'behind-the-scenes-aso-ebi-wedding',
    title: 'Behind the Scenes: An Aso Ebi Wedding in Oyo',
    category: 'Behind the Scenes',
    tags: ['weddings', 'oyo', 'aso ebi', 'events'],
    author: 'kunle',
    publishedDaysAgo: 7,
    createdDaysAgo: 9,
    paragraphs: [
      'Three hundred guests, two ceremonies, one day, and every one of the bride’s friends in the same shade of coral. A traditional wedding in Oyo is a marathon, and we plan it like one.',
      'We shot with two bodies each, a 24-70 mm for the crowd and an 85 mm for faces, and a third shooter who did nothing but follow the families during the engagement rites. The moments that matter to the family are rarely where the photographer expects them to be.',
      'Light in a hall decorated with fairy lights is a puzzle. We bounced speedlights off the white ceiling and let the warm decorations glow in the background by dragging the shutter to 1/30 s.',
      'The final gallery had 1,400 images. The one the couple printed first was a blurry, joyful frame of the bride’s grandmother dancing.',
    ],
    relatedProducts: ['sigma-24-70-f28-dg-dn', 'speedlight-tt685ii', 'guide-wedding-photography'],
    relatedPosts: ['a-day-at-the-eyo-festival', 'pricing-your-photography-in-naira'],
  },
  {
    slug: 'choosing-your-first-studio-light',
    title: 'Choosing Your First Studio Light',
    category: 'Gear Guides',
    tags: ['lighting', 'gear', 'beginners'],
    author: 'tolu',
    publishedDaysAgo: 10,
    createdDaysAgo: 12,
    paragraphs: [
      'Strobe or LED? It is the question we hear most at the studio counter, and the answer depends on what you shoot and on NEPA.',
      'A battery-powered strobe such as the Godox AD600Pro freezes motion, overpowers the sun and keeps working when the power goes off, which in most Nigerian cities is not a small thing. It is the better first light for portraits and fashion.',
      'A continuous LED, such as the Godox SL60W, shows you exactly what you will get and doubles as a video light. It suits product work and anyone who also films, but it needs a generator or inverter when the grid fails.',
      'Whatever you choose, budget for a good modifier. A cheap light in a large softbox beats an expensive bare light every time.',
    ],
    relatedProducts: ['godox-ad600pro-kit', 'godox-sl60w-led-kit', 'softbox-octagon-120', 'course-lighting-fundamentals'],
    relatedPosts: ['lighting-dark-skin-tones', 'product-photography-on-a-budget'],
  },
  {
    slug: 'a-day-at-the-eyo-festival',
    title: 'A Day at the Eyo Festival',
    category: 'Lifestyle',
    tags: ['culture', 'lagos', 'festivals', 'street'],
    author: 'ifeoma',
    publishedDaysAgo: 14,
    createdDaysAgo: 15,
    paragraphs: [
      'On Lagos Island the white-robed Adamu Orisha masquerades fill the streets from early morning, and the rules are old: no shoes, no head ties, no smoking near the procession. Photographers are tolerated when they are respectful.',
      'Ask before you photograph an elder. Stay at the edge of the crowd and use a longer lens rather than pushing in. The best pictures come from the quiet moments between the parades, when a masquerade pauses to rest in the shade.',
      'White robes in hard sunlight will blow out at the slightest chance. Underexpose by two thirds of a stop and shoot raw so that the folds of the cloth keep their texture.',
    ],
    relatedProducts: ['sony-a7-iv', 'hoya-uv-filter-67mm', 'sandisk-extreme-pro-128'],
    relatedPosts: ['street-photography-etiquette-in-lagos', 'behind-the-scenes-aso-ebi-wedding'],
  },
  {
    slug: 'product-photography-on-a-budget',
    title: 'Product Photography on a Budget',
    category: 'Photography Tips',
    tags: ['product photography', 'small business', 'lighting'],
    author: 'tolu',
    publishedDaysAgo: 18,
    createdDaysAgo: 20,
    paragraphs: [
      'Half the sellers on Instagram in Nigeria lose sales to dark, cluttered photos. You do not need a studio to fix that: a window, a sheet of white card and a phone on a tripod will do.',
      'Shoot beside a north-facing window so the light is soft all day. Put the product on a sweep of white paper that curves up behind it, and hold a second card on the shadow side to fill it in.',
      'Keep every product at the same angle and distance so that your catalogue looks like a shop, not a jumble sale. Mark the tripod position with tape.',
      'When the business grows, a pair of LED panels gives you the same look at midnight as at noon.',
    ],
    relatedProducts: ['paper-backdrop-thunder-gray', 'manfrotto-befree-tripod', 'godox-sl60w-led-kit'],
    relatedPosts: ['choosing-your-first-studio-light', 'building-a-backdrop-wall'],
  },
  {
    slug: 'street-photography-etiquette-in-lagos',
    title: 'Street Photography Etiquette in Lagos',
    category: 'Lifestyle',
    tags: ['street', 'lagos', 'ethics'],
    author: 'kunle',
    publishedDaysAgo: 22,
    createdDaysAgo: 22,
    paragraphs: [
      'Lagos is the most photogenic city in Africa and one of the least patient with cameras. A danfo conductor who is shouting stops has no time to pose, and a market woman may ask what you plan to do with her picture. She has every right to.',
      'Smile, say good afternoon, and show people the picture on your screen. Offer to send it. Most of our best street portraits began with a conversation, not a stolen frame.',
      'Carry a small camera, keep your bag zipped, and never photograph uniformed officers or government buildings. A good street photograph is never worth a confiscated memory card.',
    ],
    relatedProducts: ['fujifilm-x-t5', 'peak-design-slide-strap', 'lowepro-camera-backpack'],
    relatedPosts: ['a-day-at-the-eyo-festival', 'golden-hour-portraits-in-ibadan'],
  },
  {
    slug: 'building-a-backdrop-wall',
    title: 'Building a Backdrop Wall That Works',
    category: 'Behind the Scenes',
    tags: ['backdrops', 'studio', 'diy'],
    author: 'tolu',
    publishedDaysAgo: 27,
    createdDaysAgo: 30,
    paragraphs: [
      'Our Ibadan studio has eight backdrops on one wall, and any of them can be down and ready in under a minute. It took three attempts to get there.',
      'Heavy muslin and canvas hang on a chain drive; paper rolls sit on hooks above, each with its own clamp; vinyl is rolled, never folded, because a crease in vinyl never leaves.',
      'The hand-dyed Ankara canvas is the one clients ask for most. It reads as Nigerian without shouting, and it forgives a slightly soft focus.',
    ],
    relatedProducts: ['backdrop-stand-kit', 'ankara-print-backdrop', 'muslin-backdrop-3x6', 'super-clamp-2-pack'],
    relatedPosts: ['product-photography-on-a-budget', 'window-light-portraits-at-home'],
  },
  {
    slug: 'pricing-your-photography-in-naira',
    title: 'Pricing Your Photography in Naira',
    category: 'Lifestyle',
    tags: ['business', 'pricing', 'freelance'],
    author: 'kunle',
    publishedDaysAgo: 33,
    createdDaysAgo: 35,
    paragraphs: [
      'When the naira moves, the price of a camera body moves with it, but the fee clients expect does not. Photographers who price by feeling end up paying to work.',
      'Start from what a year costs you: gear replacement, data, fuel, the generator, editing time and your own salary. Divide it by the number of sessions you can realistically shoot, and that is your floor.',
      'Publish packages instead of day rates. Clients compare packages; they haggle over day rates. And review them every quarter, not every year.',
    ],
    relatedProducts: ['guide-wedding-photography', 'creative-journal'],
    relatedPosts: ['behind-the-scenes-aso-ebi-wedding', 'editing-workflow-that-saves-hours'],
  },
  {
    slug: 'window-light-portraits-at-home',
    title: 'Window Light Portraits at Home',
    category: 'Photography Tips',
    tags: ['portraits', 'natural light', 'beginners'],
    author: 'ifeoma',
    publishedDaysAgo: 39,
    createdDaysAgo: 40,
    paragraphs: [
      'The softest light in your house is probably coming through the parlour window right now. It is the light painters used for centuries, and it suits every face.',
      'Place your subject at forty-five degrees to the window, a metre or two away. Turn off the room lights: mixing them with daylight turns the shadows orange.',
      'A white bedsheet over a chair makes a fine reflector, and a dark wall behind the subject gives that studio look for free.',
    ],
    relatedProducts: ['reflector-5-in-1', 'canon-eos-2000d-kit', 'canon-rf-50mm-f18'],
    relatedPosts: ['golden-hour-portraits-in-ibadan', 'lighting-dark-skin-tones'],
  },
  {
    slug: 'mirrorless-cameras-for-nigerian-creators',
    title: 'Mirrorless Cameras for Nigerian Creators',
    category: 'Gear Guides',
    tags: ['cameras', 'gear', 'video'],
    author: 'tolu',
    publishedDaysAgo: 45,
    createdDaysAgo: 47,
    paragraphs: [
      'Heat, dust and power cuts: a camera for work in Nigeria has to survive all three. We have used the Canon R6 Mark II, the Sony A7 IV and the Nikon Z6 III on paid jobs this year.',
      'The Canon’s autofocus is the most forgiving for events. The Sony has the widest choice of affordable lenses in Lagos shops. The Nikon has the best grip and the best battery life, which matters more than any specification when the generator runs out of diesel.',
      'Whatever you buy, buy two batteries, a card reader and a dry box. Harmattan dust finds every open mount.',
    ],
    relatedProducts: ['canon-eos-r6-mark-ii', 'sony-a7-iv', 'nikon-z6-iii', 'lens-cleaning-kit'],
    relatedPosts: ['choosing-your-first-studio-light', 'caring-for-gear-in-harmattan'],
  },
  {
    slug: 'caring-for-gear-in-harmattan',
    title: 'Caring for Your Gear in Harmattan',
    category: 'Gear Guides',
    tags: ['maintenance', 'gear', 'harmattan'],
    author: 'ifeoma',
    publishedDaysAgo: 52,
    createdDaysAgo: 52,
    paragraphs: [
      'From December the dry wind from the Sahara covers everything in fine dust, including the sensor you cleaned last week. A little routine keeps it out.',
      'Change lenses with the camera pointing down and your back to the wind. Keep rear caps in a zipped pocket, not loose in the bag. Blow, never wipe, before you touch a sensor with a swab.',
      'Static builds up in the dry air, so ground yourself before opening the camera, and let gear warm up slowly when you bring it out of an air-conditioned car.',
    ],
    relatedProducts: ['lens-cleaning-kit', 'lowepro-camera-backpack', 'hoya-uv-filter-67mm'],
    relatedPosts: ['mirrorless-cameras-for-nigerian-creators', 'street-photography-etiquette-in-lagos'],
  },
  {
    slug: 'editing-workflow-that-saves-hours',
    title: 'An Editing Workflow That Saves Hours',
    category: 'Behind the Scenes',
    tags: ['editing', 'lightroom', 'workflow'],
    author: 'kunle',
    publishedDaysAgo: null,
    createdDaysAgo: 58,
    paragraphs: [
      'A wedding produces thousands of frames, and clients expect a preview within a week. Our workflow is built around touching every image as few times as possible.',
      'Import with a preset that fixes lens profiles and a base white balance. Cull in one pass with flags only, never stars. Sync edits across each lighting set rather than image by image.',
      'Our own Melanin Glow presets began as this base edit: they are tuned to keep dark skin rich instead of grey.',
    ],
    relatedProducts: ['presets-melanin-glow', 'course-editing-masterclass', 'tether-cable-usb-c'],
    relatedPosts: ['pricing-your-photography-in-naira', 'lighting-dark-skin-tones'],
  },
];
