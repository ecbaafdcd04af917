import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { wrapIndex } from '../../domain/wrap-index.ts';
import { unprovided } from '../unprovided.ts';

/** What a suggestion shows: id, name, image and category. */
export interface Suggestion {
  readonly id: string;
  readonly name: string;
  readonly image: string | null;
  readonly category: string;
}

/** Typing waits this long before suggestions are fetched. */
export const SEARCH_DEBOUNCE_MS = 300;
/** Suggestions start at this many characters. */
export const SUGGESTION_MIN_LENGTH = 2;
/** At most this many suggestions are shown. */
export const SUGGESTION_LIMIT = 5;

export type SearchEvent =
  | { type: 'search.input'; text: string }
  | { type: 'search.submit' }
  | { type: 'search.clear' }
  /** The screen emptied its search some other way (Clear All): forget the text, say nothing. */
  | { type: 'search.reset' }
  | { type: 'suggestions.move'; by: 1 | -1 }
  | { type: 'suggestions.close' }
  /** The shopper picked a suggestion (a click, or Enter on the highlighted one). */
  | { type: 'suggestions.choose'; id: string };

/** What the search tells the screen that spawned it (and emits, when it runs alone). */
export type SearchOutcome = { type: 'search.submitted'; text: string } | { type: 'search.cleared' } | { type: 'search.chosen'; id: string };

interface SearchContext {
  readonly text: string;
  readonly suggestions: readonly Suggestion[];
  /** The suggestion the arrow keys point at; -1 for none. */
  readonly highlighted: number;
}

const closed = { suggestions: [], highlighted: -1 } as const;

/**
 * A search box with suggestions: typing two characters or more waits 300 ms, then asks the
 * injected `suggest` actor; arrows move a wrapping highlight; Escape or leaving closes the list.
 * Submitting, clearing and choosing a suggestion are reported to the parent screen
 * ('search.submitted' with the trimmed text, 'search.cleared', 'search.chosen' with the
 * suggestion's id), which decides what each means there. Spawn it as a child actor.
 */
export const searchWithSuggestionsMachine = setup({
  types: {
    context: {} as SearchContext,
    events: {} as SearchEvent,
    emitted: {} as SearchOutcome,
    input: {} as { text?: string },
  },
  actors: {
    suggest: fromPromise<readonly Suggestion[], { text: string }>(() => unprovided('suggest')),
  },
  actions: {
    report: enqueueActions(({ enqueue, self }, outcome: SearchOutcome) => {
      enqueue.emit(outcome);
      if (self._parent) enqueue.sendTo(self._parent, outcome);
    }),
  },
  guards: {
    suggestsFor: (_, params: { text: string }) => params.text.trim().length >= SUGGESTION_MIN_LENGTH,
  },
}).createMachine({
  id: 'searchWithSuggestions',
  context: ({ input }) => ({ text: input.text ?? '', ...closed }),
  initial: 'idle',
  on: {
    'search.input': [
      {
        guard: { type: 'suggestsFor', params: ({ event }) => ({ text: event.text }) },
        target: '.debouncing',
        actions: assign({ text: ({ event }) => event.text, highlighted: -1 }),
      },
      { target: '.idle', actions: assign({ text: ({ event }) => event.text, ...closed }) },
    ],
    'search.submit': {
      target: '.idle',
      actions: [assign(closed), { type: 'report', params: ({ context }) => ({ type: 'search.submitted', text: context.text.trim() }) }],
    },
    'search.clear': {
      target: '.idle',
      actions: [assign({ text: '', ...closed }), { type: 'report', params: { type: 'search.cleared' } }],
    },
    'search.reset': { target: '.idle', actions: assign({ text: '', ...closed }) },
    'suggestions.close': { target: '.idle', actions: assign(closed) },
    'suggestions.choose': {
      target: '.idle',
      actions: [assign(closed), { type: 'report', params: ({ event }) => ({ type: 'search.chosen', id: event.id }) }],
    },
    'suggestions.move': {
      actions: assign({
        highlighted: ({ context, event }) =>
          context.suggestions.length === 0 ? -1 : wrapIndex(context.highlighted + event.by, context.suggestions.length),
      }),
    },
  },
  states: {
    idle: {},
    debouncing: {
      after: { [SEARCH_DEBOUNCE_MS]: 'fetching' },
    },
    fetching: {
      invoke: {
        id: 'suggest',
        src: 'suggest',
        input: ({ context }) => ({ text: context.text.trim() }),
        onDone: { target: 'idle', actions: assign({ suggestions: ({ event }) => event.output.slice(0, SUGGESTION_LIMIT) }) },
        // Suggestions are a convenience: without them the search box still works.
        onError: { target: 'idle', actions: assign(closed) },
      },
    },
  },
});
