import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { failureMessage } from '../request-failure.ts';
import { unprovided } from '../unprovided.ts';

export const PRODUCT_SEARCH_FAILED = 'Failed to search the products';
/** Products are searched once the text has this many characters, after this pause in typing. */
export const PRODUCT_SEARCH_MIN = 2;
export const PRODUCT_SEARCH_DELAY_MS = 300;

/** A product found by its title: what a screen links or adds. */
export interface ProductOption {
  readonly id: string;
  readonly title: string;
}

/** What staff do in the field (the screen hands them on), and the screen's 'forget it' after a choice. */
export type ProductSearchEvent = { type: 'productSearch.input'; text: string } | { type: 'productSearch.clear' };

interface ProductSearchContext {
  /** As typed (the field shows it); searched trimmed. */
  readonly text: string;
  readonly options: readonly ProductOption[];
  readonly problem: string;
}

const EMPTY = { options: [], problem: '' } as const;

/**
 * The studio's product search, a child of each screen that links a product (a gallery picture's
 * product, a post's related products): searched while staff type, from two characters after a
 * 300 ms pause. A newer text drops the older search (its answer never shows); a shorter one, or a
 * clear, empties the list. A failure shows the server's words, else 'Failed to search the
 * products'. The screen keeps what is chosen and sends 'productSearch.clear' after a choice.
 * `answered` is a search that came back, found or not ('No products found').
 */
export const productSearchMachine = setup({
  types: {
    context: {} as ProductSearchContext,
    events: {} as ProductSearchEvent,
  },
  actors: {
    searchProducts: fromPromise<ProductOption[], { text: string }>(() => unprovided('searchProducts')),
  },
  guards: {
    isLongEnough: ({ event }) => {
      assertEvent(event, 'productSearch.input');
      return event.text.trim().length >= PRODUCT_SEARCH_MIN;
    },
  },
}).createMachine({
  id: 'productSearch',
  context: { text: '', ...EMPTY },
  initial: 'idle',
  on: {
    'productSearch.input': [
      // Typing on waits afresh: the pause is counted from the last key.
      { guard: 'isLongEnough', target: '.waiting', actions: assign({ text: ({ event }) => event.text, problem: '' }) },
      { target: '.idle', actions: assign({ text: ({ event }) => event.text, ...EMPTY }) },
    ],
    'productSearch.clear': { target: '.idle', actions: assign({ text: '', ...EMPTY }) },
  },
  states: {
    idle: {},
    waiting: { after: { [PRODUCT_SEARCH_DELAY_MS]: 'searching' } },
    searching: {
      invoke: {
        id: 'searchProducts',
        src: 'searchProducts',
        input: ({ context }) => ({ text: context.text.trim() }),
        onDone: { target: 'answered', actions: assign({ options: ({ event }) => event.output }) },
        onError: {
          target: 'idle',
          actions: assign({ options: [], problem: ({ event }) => failureMessage(event.error, PRODUCT_SEARCH_FAILED) }),
        },
      },
    },
    answered: {},
  },
});
