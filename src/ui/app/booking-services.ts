import { bookingLink, isFormAddress, type BookingForms, type BookingServiceId } from '../../domain/booking-forms.ts';

interface BookingServiceText {
  readonly id: BookingServiceId;
  readonly title: string;
  /** The name on the about page's service cards. */
  readonly shortTitle: string;
  readonly description: string;
  readonly image: string;
  readonly buttonText: string;
}

export interface BookingService extends BookingServiceText {
  /** The studio's online form for it, else the contact form with the service chosen. */
  readonly formLink: string;
  /** Whether formLink is an online form (it opens in a new tab) rather than the contact form. */
  readonly opensOnlineForm: boolean;
}

/** The three services. */
const SERVICES: readonly BookingServiceText[] = [
  {
    id: 'product-photography',
    title: 'Product Photography',
    shortTitle: 'Product Photography',
    description: 'Clean, consistent pictures of your products for your shop, Instagram and marketplaces, on white or on set.',
    image: '/media/gallery/adire-studio-wm-960.jpg',
    buttonText: 'Schedule Session',
  },
  {
    id: 'portrait-photography',
    title: 'Portrait Photography Session',
    shortTitle: 'Portrait Photography',
    description: 'Individual, couple and family portraits in our Ibadan studio or on location, with light that flatters every skin tone.',
    image: '/media/gallery/golden-hour-bodija-wm-960.jpg',
    buttonText: 'Schedule Session',
  },
  {
    id: 'source-items',
    title: 'Source Items Not On List',
    shortTitle: 'Custom Sourcing',
    description: 'Looking for a lens, light or backdrop we do not stock? Tell us what you need and we will find it for you.',
    image: '/media/gallery/market-colours-wm-960.jpg',
    buttonText: 'Request Item',
  },
];

/** The services with their booking links: the configured online forms, else the contact form. */
export function bookingServices(forms: BookingForms): BookingService[] {
  return SERVICES.map((service) => {
    const formLink = bookingLink(service.id, forms);
    return { ...service, formLink, opensOnlineForm: isFormAddress(formLink) };
  });
}

/** The title of the service the contact page was opened for (`?service=`), or null for none or an unknown one. */
export function bookingServiceTitle(id: string | null): string | null {
  return SERVICES.find((service) => service.id === id)?.title ?? null;
}
