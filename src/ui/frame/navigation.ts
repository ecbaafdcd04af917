/** The header's links, in the order the site lists them. */
export const MAIN_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/lifestyle', label: 'Captured Notes' },
  { to: '/shop', label: 'Shop' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contacts' },
] as const;

export const GALLERY_LINKS = [
  { to: '/productshowcase', label: 'Product Showcase' },
  { to: '/humanstories', label: 'Human Stories' },
] as const;

export const ACCOUNT_LINKS = [
  { to: '/profile', label: 'My Profile' },
  { to: '/orders', label: 'Orders' },
  { to: '/cart', label: 'Cart' },
] as const;

export const LEGAL_LINKS = [
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms-of-service', label: 'Terms of Service' },
  { to: '/faq', label: 'FAQ' },
  { to: '/careers', label: 'Careers' },
] as const;
