import { assertEvent, assign, emit, fromPromise, setup, type AnyActorRef } from 'xstate';
import { adjustmentProblemAt, parseStockDelta, type StockAdjustmentReason } from '../../domain/stock-adjustments.ts';
import type { AppEffect } from '../app-effects.ts';
import { failureMessage } from '../request-failure.ts';
import { isLoggedIn } from '../session-ref.ts';
import type { StudioStockAdjustment, StudioStockItem, StudioStockList } from './studio-types.ts';
import { unprovided } from '../unprovided.ts';
import { loginGate } from '../login-gate.ts';

export const LOAD_STOCK_FAILED = 'Failed to load the stock';
export const ADJUST_FAILED = 'Failed to change the stock';

/** The adjust dialog: the row it is for and what has been typed. */
export interface AdjustForm {
  readonly item: StudioStockItem;
  readonly reason: StockAdjustmentReason | '';
  readonly units: string;
  readonly note: string;
  readonly error: string;
}

interface StudioStockContext {
  readonly session: AnyActorRef | null;
  /** What is typed in the search box, and the search the list shows (blank: the low-stock list). */
  readonly text: string;
  readonly search: string;
  readonly page: number;
  readonly list: StudioStockList | null;
  readonly loadError: string;
  readonly form: AdjustForm | null;
}

export type StudioStockEvent =
  | { type: 'search.input'; text: string }
  | { type: 'search.submit' }
  | { type: 'search.clear' }
  | { type: 'page.go'; page: number }
  | { type: 'list.retry' }
  | { type: 'adjust.open'; productId: string; variantId: string | null }
  | { type: 'adjust.reason'; reason: StockAdjustmentReason }
  | { type: 'adjust.units'; text: string }
  | { type: 'adjust.note'; text: string }
  | { type: 'adjust.cancel' }
  | { type: 'adjust.confirm' };

/** The list as read: 'ready' is entered only with it loaded. */
const loaded = (context: StudioStockContext) => context.list as StudioStockList;

/** The open dialog: a refused confirm found it open, and 'saving' is entered only with it and nothing there closes it. */
const openForm = (context: StudioStockContext) => context.form as AdjustForm;

function adjustmentOf(form: AdjustForm): StudioStockAdjustment {
  const note = form.note.trim();
  return {
    ...(form.item.variantId ? { variantId: form.item.variantId } : {}),
    reason: form.reason as StockAdjustmentReason,
    delta: parseStockDelta(form.units),
    ...(note ? { note } : {}),
  };
}

function formProblem(form: AdjustForm | null): string | null {
  if (!form) return null;
  return adjustmentProblemAt({ reason: form.reason, delta: parseStockDelta(form.units), note: form.note }, form.item.stock);
}

/** The form with one field changed; a new keystroke clears the last problem. */
function edited(form: AdjustForm | null, change: Partial<AdjustForm>): AdjustForm | null {
  return form ? { ...form, ...change, error: '' } : null;
}

// A new question for the server, from the list, while it loads, or after it failed. Asked while a
// read is under way (the reread after a save, say), it cancels that read: the list then answers the
// question last asked, never an older one that came back late.
const NEW_QUESTIONS = {
  'search.submit': { target: '#studioStock.loading', reenter: true, actions: 'searchTheText' },
  'search.clear': { target: '#studioStock.loading', reenter: true, actions: 'clearTheSearch' },
  'page.go': { target: '#studioStock.loading', reenter: true, actions: 'goToThePage' },
} as const;

/**
 * /studio/stock: the low-stock list (or what a search finds), and an adjust dialog whose rules are
 * checked before anything is sent; after an adjustment the list is read again.
 */
export const studioStockMachine = setup({
  types: {
    context: {} as StudioStockContext,
    events: {} as StudioStockEvent,
    emitted: {} as AppEffect,
    input: {} as { session: AnyActorRef | null },
  },
  actors: {
    loadStock: fromPromise<StudioStockList, { search: string; page: number }>(() => unprovided('loadStock')),
    /** Resolves with the server's message ('Stock +12: 16 in stock'). */
    adjust: fromPromise<string, { productId: string; adjustment: StudioStockAdjustment }>(() => unprovided('adjust')),
  },
  guards: {
    isLoggedIn: ({ context }) => isLoggedIn(context.session),
    adjustmentBreaksARule: ({ context }) => formProblem(context.form) !== null,
    adjustFormIsOpen: ({ context }) => context.form !== null,
  },
  actions: {
    searchTheText: assign({ search: ({ context }) => context.text.trim(), page: 1 }),
    clearTheSearch: assign({ text: '', search: '', page: 1 }),
    goToThePage: assign({
      page: ({ event }) => {
        assertEvent(event, 'page.go');
        return event.page;
      },
    }),
  },
}).createMachine({
  id: 'studioStock',
  context: ({ input }) => ({ session: input.session, text: '', search: '', page: 1, list: null, loadError: '', form: null }),
  initial: 'checkingLogin',
  on: { 'search.input': { actions: assign({ text: ({ event }) => event.text }) } },
  states: {
    ...loginGate<StudioStockContext, StudioStockEvent>('loading'),
    loading: {
      invoke: {
        id: 'loadStock',
        src: 'loadStock',
        input: ({ context }) => ({ search: context.search, page: context.page }),
        onDone: { target: 'ready', actions: assign({ list: ({ event }) => event.output, loadError: '' }) },
        onError: { target: 'failed', actions: assign({ loadError: ({ event }) => failureMessage(event.error, LOAD_STOCK_FAILED) }) },
      },
      on: NEW_QUESTIONS,
    },
    failed: { on: { ...NEW_QUESTIONS, 'list.retry': 'loading' } },
    ready: {
      initial: 'idle',
      // Typing goes on while an adjustment saves: the request carries what was confirmed, and a
      // refusal shows beside what is in the fields now.
      on: {
        'adjust.reason': { actions: assign({ form: ({ context, event }) => edited(context.form, { reason: event.reason }) }) },
        'adjust.units': { actions: assign({ form: ({ context, event }) => edited(context.form, { units: event.text }) }) },
        'adjust.note': { actions: assign({ form: ({ context, event }) => edited(context.form, { note: event.text }) }) },
      },
      states: {
        idle: {
          on: {
            ...NEW_QUESTIONS,
            'adjust.open': {
              actions: assign({
                form: ({ context, event }) => {
                  const item = loaded(context).items.find(
                    (candidate) => candidate.productId === event.productId && candidate.variantId === event.variantId,
                  );
                  return item ? { item, reason: '', units: '', note: '', error: '' } : null;
                },
              }),
            },
            'adjust.cancel': { actions: assign({ form: null }) },
            'adjust.confirm': [
              {
                guard: 'adjustmentBreaksARule',
                actions: assign({
                  // adjustmentBreaksARule found the problem.
                  form: ({ context }) => ({ ...openForm(context), error: formProblem(context.form) as string }),
                }),
              },
              { guard: 'adjustFormIsOpen', target: 'saving' },
            ],
          },
        },
        saving: {
          invoke: {
            id: 'adjust',
            src: 'adjust',
            input: ({ context }) => {
              const form = openForm(context);
              return { productId: form.item.productId, adjustment: adjustmentOf(form) };
            },
            onDone: {
              target: '#studioStock.loading',
              actions: [assign({ form: null }), emit(({ event }) => ({ type: 'toast', kind: 'success', message: event.output }) as const)],
            },
            onError: {
              target: 'idle',
              actions: assign({
                form: ({ context, event }) => ({ ...openForm(context), error: failureMessage(event.error, ADJUST_FAILED) }),
              }),
            },
          },
        },
      },
    },
  },
});
