/** The studio's public facts, shown in the footer, the contact blocks and page metadata. */
export const SITE = {
  name: 'Oju Studio',
  handle: '@ojustudio',
  description:
    'A fashion, art and lifestyle studio: shop photography gear, book professional sessions, explore our galleries and read Captured Notes.',
  email: 'hello@ojustudio.ng',
  phone: '+234 803 555 0142',
  city: 'Ibadan, Nigeria',
  origin: 'https://ojustudio.ng',
  socialImage: '/logo.png',
  /** The studio's profiles, linked from the footer (each opens in a new tab). */
  social: [
    { name: 'Instagram', url: 'https://www.instagram.com/ojustudio' },
    { name: 'Facebook', url: 'https://www.facebook.com/ojustudio' },
    { name: 'X', url: 'https://x.com/ojustudio' },
    { name: 'YouTube', url: 'https://www.youtube.com/@ojustudio' },
  ],
} as const;
