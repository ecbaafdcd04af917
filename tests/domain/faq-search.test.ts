import { describe, expect, it } from 'vitest';
import { DEFAULT_FAQ_CATEGORY, FAQ_CATEGORIES, faqMatches, searchFaq, type FaqEntry } from '../../src/domain/faq-search.ts';

const shipping: FaqEntry = { category: 'orders', question: 'How long does shipping take?', answer: 'Domestic 3-5 business days.' };
const studio: FaqEntry = { category: 'general', question: 'Where is the studio?', answer: 'In Lagos, shipping nationwide.' };
const refund: FaqEntry = { category: 'payment', question: 'Can I get a refund?', answer: 'Within 7 days with photo evidence.' };
const cancel: FaqEntry = { category: 'orders', question: 'Can I cancel?', answer: 'Within 24 hours.' };
const entries = [shipping, studio, refund, cancel];

describe('FAQ categories', () => {
  it('lists the five categories, general by default', () => {
    expect(FAQ_CATEGORIES).toEqual([
      { id: 'general', name: 'General Questions' },
      { id: 'orders', name: 'Orders & Shipping' },
      { id: 'products', name: 'Products & Photography' },
      { id: 'payment', name: 'Payment & Returns' },
      { id: 'account', name: 'Account & Privacy' },
    ]);
    expect(DEFAULT_FAQ_CATEGORY).toBe('general');
  });
});

describe('searchFaq', () => {
  it('matches question and answer case-insensitively, grouped in sidebar order', () => {
    expect(searchFaq(entries, 'SHIPPING')).toEqual([
      { category: 'general', name: 'General Questions', entries: [studio] },
      { category: 'orders', name: 'Orders & Shipping', entries: [shipping] },
    ]);
  });

  it('matches answers alone', () => {
    expect(searchFaq(entries, 'photo evidence')).toEqual([{ category: 'payment', name: 'Payment & Returns', entries: [refund] }]);
  });

  it('returns everything for a blank query and nothing for a miss', () => {
    expect(searchFaq(entries, '  ').flatMap((group) => group.entries)).toHaveLength(4);
    expect(searchFaq(entries, '').map((group) => group.category)).toEqual(['general', 'orders', 'payment']);
    expect(searchFaq(entries, 'tripod')).toEqual([]);
  });

  it('ignores surrounding spaces in the query', () => {
    expect(faqMatches(cancel, ' cancel ')).toBe(true);
    expect(faqMatches(cancel, 'Within 24')).toBe(true);
    expect(faqMatches(cancel, 'refund')).toBe(false);
  });
});
