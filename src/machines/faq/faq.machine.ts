import { assertEvent, assign, setup } from 'xstate';
import { DEFAULT_FAQ_CATEGORY, type FaqCategoryId, type FaqEntry } from '../../domain/faq-search.ts';

export type FaqEvent =
  | { type: 'search.change'; query: string }
  | { type: 'category.select'; category: FaqCategoryId }
  | { type: 'question.toggle'; question: string };

interface FaqContext {
  readonly entries: readonly FaqEntry[];
  readonly query: string;
  readonly category: FaqCategoryId;
  /** The questions open right now: each opens and closes on its own. */
  readonly open: readonly string[];
}

/**
 * /faq: browsing one category from the sidebar, or searching across all of them while
 * the search box has text. Questions stay open or closed whatever else changes.
 */
export const faqMachine = setup({
  types: {
    context: {} as FaqContext,
    events: {} as FaqEvent,
    input: {} as { entries: readonly FaqEntry[] },
  },
  guards: {
    queryIsBlank: ({ event }) => {
      assertEvent(event, 'search.change');
      return event.query.trim() === '';
    },
  },
}).createMachine({
  id: 'faq',
  context: ({ input }) => ({ entries: input.entries, query: '', category: DEFAULT_FAQ_CATEGORY, open: [] }),
  initial: 'browsing',
  on: {
    'search.change': [
      { guard: 'queryIsBlank', target: '.browsing', actions: assign({ query: ({ event }) => event.query }) },
      { target: '.searching', actions: assign({ query: ({ event }) => event.query }) },
    ],
    'question.toggle': {
      actions: assign({
        open: ({ context, event }) =>
          context.open.includes(event.question)
            ? context.open.filter((question) => question !== event.question)
            : [...context.open, event.question],
      }),
    },
  },
  states: {
    browsing: {
      on: { 'category.select': { actions: assign({ category: ({ event }) => event.category }) } },
    },
    searching: {
      // Choosing a category leaves the search and shows that category.
      on: { 'category.select': { target: 'browsing', actions: assign({ category: ({ event }) => event.category, query: '' }) } },
    },
  },
});
