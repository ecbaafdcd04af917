import type { LegalSection } from './LegalPage.tsx';
import { SITE } from '../site.ts';

/** The thirteen sections of the terms of service, in order, with the rules it states. */
export const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    id: 'acceptance',
    title: 'Acceptance of Terms',
    paragraphs: [
      `By using the ${SITE.name} website, shop, galleries or booking pages you agree to these terms. If you do not agree, please do not use the site.`,
    ],
  },
  {
    id: 'account',
    title: 'Your Account',
    paragraphs: [
      'You are responsible for keeping your password private and for everything done with your account. Give us accurate details and keep them up to date. We may suspend an account that is used to break these terms.',
    ],
  },
  {
    id: 'products',
    title: 'Products and Descriptions',
    paragraphs: [
      'We describe and photograph our products as accurately as we can, but colours on screen may differ slightly from the real item. Stock is limited and may run out; pre-orders ship when stock arrives.',
    ],
  },
  {
    id: 'payment',
    title: 'Prices and Payment',
    paragraphs: [
      'Prices are in Nigerian Naira (₦) and exclude taxes and shipping, which are added at checkout.',
      'An order is confirmed only after full payment has been received and we have sent you a confirmation email.',
    ],
  },
  {
    id: 'shipping',
    title: 'Shipping and Delivery',
    paragraphs: [
      'Domestic orders usually arrive in 3-5 business days and international orders in 7-14 business days. Delivery times are estimates and may be affected by events outside our control.',
    ],
  },
  {
    id: 'returns',
    title: 'Returns and Refunds',
    paragraphs: [
      'Most products may be returned within 14 days of delivery, unused and in their original packaging.',
      'Custom, digital and limited-edition items are not returnable unless they arrive defective.',
      'Refunds go to the original payment method within 14 business days after we have inspected the returned item. Shipping charges are non-refundable.',
    ],
  },
  {
    id: 'bookings',
    title: 'Session Bookings',
    paragraphs: [
      'Photography sessions are booked through our online booking forms. A session is confirmed when we reply to your request. Please give at least 48 hours’ notice to move or cancel a session.',
    ],
  },
  {
    id: 'intellectual-property',
    title: 'Intellectual Property',
    paragraphs: [
      'All photographs, text, logos and designs on this site belong to the studio or its photographers. Downloads from the galleries are for personal use only; you may not resell them or use them commercially without written permission.',
    ],
  },
  {
    id: 'user-content',
    title: 'Reviews and User Content',
    paragraphs: [
      'Reviews you post must be honest and lawful. By posting one you allow us to show it on the site. We may remove content that is abusive, misleading or unrelated to the product.',
    ],
  },
  {
    id: 'prohibited-use',
    title: 'Prohibited Use',
    paragraphs: [
      'Do not misuse the site: no attempts to break its security, scrape it at scale, place fraudulent orders, or upload harmful material.',
    ],
  },
  {
    id: 'liability',
    title: 'Limitation of Liability',
    paragraphs: [
      'To the extent Nigerian law allows, our liability for any claim connected with an order is limited to the amount you paid for that order.',
    ],
  },
  {
    id: 'changes',
    title: 'Changes to These Terms',
    paragraphs: [
      'We may update these terms. The date at the top shows when they last changed; orders are governed by the terms in force when they were placed.',
    ],
  },
  { id: 'contact', title: 'Contact Us', paragraphs: [`Our studio is in ${SITE.city}. Write to ${SITE.email} or call ${SITE.phone}.`] },
];
