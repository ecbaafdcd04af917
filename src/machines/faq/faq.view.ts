import type { SnapshotFrom } from 'xstate';
import { FAQ_CATEGORIES, searchFaq, type FaqCategoryId } from '../../domain/faq-search.ts';
import type { faqMachine } from './faq.machine.ts';

export interface FaqQuestionView {
  readonly question: string;
  readonly answer: string;
  readonly open: boolean;
}

export interface FaqView {
  readonly query: string;
  readonly searching: boolean;
  readonly categories: readonly { id: FaqCategoryId; name: string; active: boolean }[];
  /** One group while browsing (the active category); every category with a hit while searching. */
  readonly groups: readonly { id: FaqCategoryId; name: string; questions: readonly FaqQuestionView[] }[];
  readonly noResults: string | null;
}

export function faqView(snapshot: SnapshotFrom<typeof faqMachine>): FaqView {
  const { entries, query, category, open } = snapshot.context;
  const searching = snapshot.matches('searching');
  const groups = searching
    ? searchFaq(entries, query).map((group) => ({ id: group.category, name: group.name, entries: group.entries }))
    : FAQ_CATEGORIES.filter((item) => item.id === category).map((item) => ({
        id: item.id,
        name: item.name,
        entries: entries.filter((entry) => entry.category === item.id),
      }));
  return {
    query,
    searching,
    categories: FAQ_CATEGORIES.map((item) => ({ id: item.id, name: item.name, active: !searching && item.id === category })),
    groups: groups.map((group) => ({
      id: group.id,
      name: group.name,
      questions: group.entries.map((entry) => ({ question: entry.question, answer: entry.answer, open: open.includes(entry.question) })),
    })),
    noResults: searching && groups.length === 0 ? `No answers match "${query.trim()}".` : null,
  };
}
