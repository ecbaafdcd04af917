import type { FaqEntry } from '../../domain/faq-search.ts';

/** The questions and answers, by category. */
export const FAQ_ENTRIES: readonly FaqEntry[] = [
  {
    category: 'general',
    question: 'Where is the studio located?',
    answer: 'Our studio in Lagos, Nigeria, offers nationwide and global shipping.',
  },
  {
    category: 'general',
    question: 'When can I reach customer support?',
    answer:
      'Our support team is available Mon to Fri 9 AM to 5 PM WAT. Messages sent outside those hours are answered the next working day.',
  },
  {
    category: 'general',
    question: 'Do you offer photography sessions?',
    answer: 'Yes. We book product photography, portrait sessions and custom item sourcing; see the Bookings page to schedule one.',
  },
  {
    category: 'orders',
    question: 'How long does shipping take?',
    answer: 'Domestic shipping takes 3-5 business days; international shipping takes 7-14 business days.',
  },
  {
    category: 'orders',
    question: 'Can I change or cancel my order?',
    answer:
      'An order change or cancellation is possible only within 24 hours of placing the order. After that it is already being prepared for shipping.',
  },
  {
    category: 'orders',
    question: 'How do I track my order?',
    answer: 'Open My Orders in your account to see the status of every order; we also email you when it ships.',
  },
  {
    category: 'products',
    question: 'Are your limited editions signed?',
    answer: 'Yes. Our limited editions are hand-signed by the photographer and come with a certificate of authenticity.',
  },
  {
    category: 'products',
    question: 'Do you sell digital products?',
    answer: 'Yes: presets, guides and video courses. They are available to download from your account as soon as payment is confirmed.',
  },
  {
    category: 'products',
    question: 'Can I review a product?',
    answer: 'Reviews are allowed once an order is delivered, so every review comes from a real customer.',
  },
  {
    category: 'payment',
    question: 'Which payment methods do you accept?',
    answer: 'We accept payment by cards (debit and credit), PayPal, bank transfer and a local payment option at checkout.',
  },
  {
    category: 'payment',
    question: 'What is your return policy?',
    answer:
      'Standard returns are accepted within 14 days in original packaging. Custom, digital and limited-edition items cannot be returned unless defective.',
  },
  {
    category: 'payment',
    question: 'How do I request a refund?',
    answer:
      'Make refund requests within 7 days of delivery, with photo evidence of the problem. Approved refunds go back to the original payment method.',
  },
  {
    category: 'account',
    question: 'Do I need an account to shop?',
    answer: 'You can browse without one, but an account is needed to check out, track orders, like images and keep collections.',
  },
  {
    category: 'account',
    question: 'How is my personal data protected?',
    answer:
      'Passwords are stored hashed, payments are handled by our payment provider, and we never sell your data. See our Privacy Policy for details.',
  },
  {
    category: 'account',
    question: 'How do I reset my password?',
    answer: 'Choose Forgot Password on the login page and follow the link we email you.',
  },
];
