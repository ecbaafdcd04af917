import type { LegalSection } from './LegalPage.tsx';
import { SITE } from '../site.ts';

/** The eleven sections of the privacy policy, in order. */
export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  {
    id: 'introduction',
    title: 'Introduction',
    paragraphs: [
      `${SITE.name} ("we", "us") runs this website, its shop, galleries, blog and booking pages. This policy explains what personal information we collect, why, and the choices you have.`,
    ],
  },
  {
    id: 'information-collection',
    title: 'Information We Collect',
    paragraphs: [
      'Information you give us: your name, email address, phone number, delivery addresses, messages you send through the contact form, and the details of your orders and bookings.',
      'Information collected automatically: the pages you visit, the products you view, and technical data such as your browser type and IP address.',
    ],
  },
  {
    id: 'use',
    title: 'How We Use Your Information',
    paragraphs: [
      'We use your information to process orders and payments, deliver products, answer your messages, manage your account, send the newsletter you subscribed to, and improve the site. We never sell your personal information.',
    ],
  },
  {
    id: 'sharing',
    title: 'Sharing Your Information',
    paragraphs: [
      'We share only what is needed with the companies that help us run the shop: our payment provider, delivery partners and email service. Each may use it only to provide that service. We disclose information to authorities only where Nigerian law requires it.',
    ],
  },
  {
    id: 'security',
    title: 'Data Security',
    paragraphs: [
      'Passwords are stored hashed, payments are handled by our payment provider over encrypted connections, and access to customer data is limited to staff who need it. No system is perfectly secure, so please keep your password private.',
    ],
  },
  {
    id: 'cookies',
    title: 'Cookies and Local Storage',
    paragraphs: [
      'We keep your sign-in token and a few preferences in your browser’s local storage so that you stay signed in and the site remembers your choices. We do not use advertising cookies.',
    ],
  },
  {
    id: 'rights',
    title: 'Your Rights',
    paragraphs: [
      'Under the Nigeria Data Protection Act you may ask to see, correct or delete the personal information we hold about you, object to its use, or withdraw your consent to the newsletter at any time. Write to us and we will answer within 30 days.',
    ],
  },
  {
    id: 'international-transfers',
    title: 'International Transfers',
    paragraphs: [
      'Some of our service providers store data outside Nigeria. Where they do, we rely on contracts that protect your information to the standard Nigerian law requires.',
    ],
  },
  {
    id: 'children',
    title: 'Children’s Privacy',
    paragraphs: [
      'The site is not meant for children under 13, and we do not knowingly collect their information. If you believe a child has given us personal information, contact us and we will delete it.',
    ],
  },
  {
    id: 'changes',
    title: 'Changes to This Policy',
    paragraphs: [
      'We may update this policy from time to time. The date at the top shows when it last changed; significant changes are also announced by email to account holders.',
    ],
  },
  {
    id: 'contact',
    title: 'Contact Us',
    paragraphs: [`Questions about this policy or your data: write to ${SITE.email}, call ${SITE.phone}, or visit us at ${SITE.address}.`],
  },
];
