import { SITE } from '../site.ts';

export interface BookingService {
  readonly id: string;
  readonly title: string;
  /** The name on the about page's service cards (§2.6). */
  readonly shortTitle: string;
  readonly description: string;
  readonly image: string;
  readonly buttonText: string;
  readonly formLink: string;
}

/** §2.8: the three services, each booked through an external online form. */
export const BOOKING_SERVICES: readonly BookingService[] = [
  {
    id: 'product-photography',
    title: 'Product Photography',
    shortTitle: 'Product Photography',
    description: 'Clean, consistent pictures of your products for your shop, Instagram and marketplaces, on white or on set.',
    image: '/media/gallery/adire-studio-wm-960.jpg',
    buttonText: 'Schedule Session',
    formLink: SITE.bookingForms.product,
  },
  {
    id: 'portrait-photography',
    title: 'Portrait Photography Session',
    shortTitle: 'Portrait Photography',
    description: 'Individual, couple and family portraits in our Ibadan studio or on location, with light that flatters every skin tone.',
    image: '/media/gallery/golden-hour-bodija-wm-960.jpg',
    buttonText: 'Schedule Session',
    formLink: SITE.bookingForms.portrait,
  },
  {
    id: 'source-items',
    title: 'Source Items Not On List',
    shortTitle: 'Custom Sourcing',
    description: 'Looking for a lens, light or backdrop we do not stock? Tell us what you need and we will find it for you.',
    image: '/media/gallery/market-colours-wm-960.jpg',
    buttonText: 'Request Item',
    formLink: SITE.bookingForms.sourcing,
  },
];
