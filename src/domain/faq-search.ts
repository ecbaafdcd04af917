/** FAQ categories and search: a plain case-insensitive substring filter. */

export const FAQ_CATEGORIES = [
  { id: 'general', name: 'General Questions' },
  { id: 'orders', name: 'Orders & Shipping' },
  { id: 'products', name: 'Products & Photography' },
  { id: 'payment', name: 'Payment & Returns' },
  { id: 'account', name: 'Account & Privacy' },
] as const;
export type FaqCategoryId = (typeof FAQ_CATEGORIES)[number]['id'];

export const DEFAULT_FAQ_CATEGORY: FaqCategoryId = 'general';

export type FaqEntry = { category: FaqCategoryId; question: string; answer: string };
export type FaqGroup<E extends FaqEntry> = { category: FaqCategoryId; name: string; entries: E[] };

export function faqMatches(entry: FaqEntry, query: string): boolean {
  const needle = query.trim().toLowerCase();
  return entry.question.toLowerCase().includes(needle) || entry.answer.toLowerCase().includes(needle);
}

/**
 * Searches every category and groups the hits by category in sidebar order; categories
 * without hits are left out. A blank query matches everything.
 */
export function searchFaq<E extends FaqEntry>(entries: readonly E[], query: string): FaqGroup<E>[] {
  const hits = entries.filter((entry) => faqMatches(entry, query));
  return FAQ_CATEGORIES.map((category) => ({
    category: category.id,
    name: category.name,
    entries: hits.filter((entry) => entry.category === category.id),
  })).filter((group) => group.entries.length > 0);
}
