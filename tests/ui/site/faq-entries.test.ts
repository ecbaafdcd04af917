import { describe, expect, it } from 'vitest';
import { searchFaq } from '../../../src/domain/faq-search.ts';
import { FAQ_ENTRIES } from '../../../src/ui/pages/faq-entries.ts';

/**
 * each item, in the spec's own words, is found by the FAQ
 * search (a case-insensitive substring filter), in the category a reader would look in.
 */
const SPEC_CONTENT: ReadonlyArray<readonly [string, string]> = [
  ['studio in Lagos', 'general'],
  ['nationwide and global shipping', 'general'],
  ['global', 'general'],
  ['Mon to Fri 9 AM to 5 PM WAT', 'general'],
  ['domestic shipping takes 3-5 business days', 'orders'],
  ['international shipping takes 7-14 business days', 'orders'],
  ['order change or cancellation is possible only within 24 hours', 'orders'],
  ['refund requests within 7 days', 'payment'],
  ['photo evidence', 'payment'],
  ['standard returns are accepted within 14 days in original packaging', 'payment'],
  ['limited editions are hand-signed', 'products'],
  ['certificate', 'products'],
  ['cards', 'payment'],
  ['PayPal', 'payment'],
  ['bank transfer', 'payment'],
  ['a local payment option', 'payment'],
  ['reviews are allowed once an order is delivered', 'products'],
];

describe('FAQ content', () => {
  it.each(SPEC_CONTENT)('finds %j under %s', (query, category) => {
    expect(searchFaq(FAQ_ENTRIES, query).map((group) => group.category)).toContain(category);
  });

  it('has questions in all five categories', () => {
    expect(searchFaq(FAQ_ENTRIES, '').map((group) => group.category)).toEqual(['general', 'orders', 'products', 'payment', 'account']);
  });
});
