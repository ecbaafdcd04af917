/** The home page's fixed content: hero slides, What We Do, and the showcase carousel. */

export const HERO_SLIDES = [
  {
    image: '/media/gallery/golden-hour-bodija-wm-960.webp',
    title: 'Stories in Every Frame',
    text: 'Portraits, products and lifestyle photography from our studio in Ibadan.',
  },
  {
    image: '/media/gallery/adire-studio-wm-960.webp',
    title: 'Fashion, Art and Lifestyle',
    text: 'Studio sessions lit for every skin tone and every fabric.',
  },
  {
    image: '/media/gallery/aso-ebi-morning-wm-960.webp',
    title: 'Gear We Trust',
    text: 'Cameras, lighting and backdrops, tested on real shoots before we sell them.',
  },
] as const;

export const WHAT_WE_DO = [
  {
    title: 'Online Shop',
    text: 'Cameras, lenses, lighting, backdrops and digital courses, delivered across Nigeria.',
    href: '/shop',
    link: 'Shop Now',
  },
  {
    title: 'Session Bookings',
    text: 'Product photography, portrait sessions and custom sourcing of items.',
    href: '/bookings',
    link: 'Book a Session',
  },
  {
    title: 'Galleries',
    text: 'Our Product Showcase and Human Stories: the work we are proudest of.',
    href: '/productshowcase',
    link: 'View Product Showcase',
  },
  {
    title: 'Captured Notes',
    text: 'Tips, stories and behind-the-scenes notes from the studio.',
    href: '/lifestyle',
    link: 'Read Captured Notes',
  },
] as const;

export const SHOWCASE_SLIDES = [
  {
    image: '/media/gallery/market-colours-wm-960.webp',
    title: 'Product Showcase',
    text: 'Fashion, gear and lifestyle products, shot in the studio and on location.',
    href: '/productshowcase',
    link: 'Explore Product Showcase',
  },
  {
    image: '/media/gallery/four-generations-wm-960.webp',
    title: 'Human Stories',
    text: 'Portraits, weddings, families and festivals from across Nigeria.',
    href: '/humanstories',
    link: 'Explore Human Stories',
  },
] as const;
