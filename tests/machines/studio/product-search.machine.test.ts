import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import {
  PRODUCT_SEARCH_DELAY_MS,
  PRODUCT_SEARCH_FAILED,
  PRODUCT_SEARCH_MIN,
  productSearchMachine,
  type ProductOption,
} from '../../../src/machines/studio/product-search.machine.ts';
import { EMPTY_PRODUCT_SEARCH, productSearchView } from '../../../src/machines/studio/product-search.view.ts';
import { rejectedByServer } from './fixtures.ts';

const tripod: ProductOption = { id: 'p1', title: 'Manfrotto Tripod' };
const reflector: ProductOption = { id: 'p2', title: 'Five-in-one Reflector' };

/** Lets an answered (or refused) request reach the machine. */
const flush = async () => {
  for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
};

/**
 * The search on a simulated clock, with a request that answers when the test says so: each call
 * is kept with its text and its own resolve and reject.
 */
function harness() {
  const calls: { text: string; answer: (options: ProductOption[]) => void; fail: (error: unknown) => void }[] = [];
  const machine = productSearchMachine.provide({
    actors: {
      searchProducts: fromPromise<ProductOption[], { text: string }>(
        ({ input }) =>
          new Promise((resolve, reject) => {
            calls.push({ text: input.text, answer: resolve, fail: reject });
          }),
      ),
    },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, { clock }).start();
  const view = () => productSearchView(actor.getSnapshot());
  const type = (text: string) => actor.send({ type: 'productSearch.input', text });
  const texts = () => calls.map((call) => call.text);
  /** Types, waits out the pause and answers the search with `options`. */
  const found = async (text: string, options: ProductOption[]) => {
    type(text);
    clock.increment(PRODUCT_SEARCH_DELAY_MS);
    calls.at(-1)?.answer(options);
    await waitFor(actor, (snapshot) => snapshot.matches('answered'));
  };
  return { actor, clock, calls, view, type, texts, found };
}

describe('the studio’s product search', () => {
  it('searches from 2 characters after a 300 ms pause', () => {
    expect(PRODUCT_SEARCH_MIN).toBe(2);
    expect(PRODUCT_SEARCH_DELAY_MS).toBe(300);
    expect(PRODUCT_SEARCH_FAILED).toBe('Failed to search the products');
  });

  it('starts empty, as the field shows before the child starts', () => {
    const { actor, view } = harness();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toEqual({ text: '', options: [], problem: '' });
    expect(view()).toEqual(EMPTY_PRODUCT_SEARCH);
    expect(EMPTY_PRODUCT_SEARCH).toEqual({ text: '', searching: false, options: [], problem: '', noProducts: false });
  });

  it('does not search one character (spaces around not counted), however long staff wait', () => {
    const { clock, view, type, texts } = harness();
    type(' t ');
    expect(view()).toEqual({ ...EMPTY_PRODUCT_SEARCH, text: ' t ' });
    clock.increment(10 * PRODUCT_SEARCH_DELAY_MS);
    expect(texts()).toEqual([]);
    expect(view()).toEqual({ ...EMPTY_PRODUCT_SEARCH, text: ' t ' });
  });

  it('searches exactly two characters, trimmed, 300 ms after the key and not a millisecond before', async () => {
    const { actor, clock, calls, view, type, texts } = harness();
    type(' tr ');
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(view()).toEqual({ ...EMPTY_PRODUCT_SEARCH, text: ' tr ', searching: true });
    clock.increment(299);
    expect(texts()).toEqual([]);
    clock.increment(1);
    expect(texts()).toEqual(['tr']);
    expect(actor.getSnapshot().value).toBe('searching');
    expect(view()).toEqual({ ...EMPTY_PRODUCT_SEARCH, text: ' tr ', searching: true });
    calls[0]?.answer([tripod, reflector]);
    await waitFor(actor, (snapshot) => snapshot.matches('answered'));
    expect(view()).toEqual({ text: ' tr ', searching: false, options: [tripod, reflector], problem: '', noProducts: false });
  });

  it('counts the pause from the last key: typing on within 300 ms asks once, for the whole text', () => {
    const { clock, type, texts } = harness();
    type('tr');
    clock.increment(200);
    type('tri');
    clock.increment(299);
    expect(texts()).toEqual([]);
    clock.increment(1);
    expect(texts()).toEqual(['tri']);
  });

  it('a newer text drops the older search: its late answer never shows', async () => {
    const { actor, clock, calls, view, type, texts } = harness();
    type('tri');
    clock.increment(PRODUCT_SEARCH_DELAY_MS);
    type('refl');
    clock.increment(PRODUCT_SEARCH_DELAY_MS);
    expect(texts()).toEqual(['tri', 'refl']);
    calls[1]?.answer([reflector]);
    await waitFor(actor, (snapshot) => snapshot.matches('answered'));
    calls[0]?.answer([tripod]);
    await flush();
    expect(view()).toEqual({ text: 'refl', searching: false, options: [reflector], problem: '', noProducts: false });

    // Typed on while the search runs: the running one's answer is dropped as well.
    type('tripod');
    clock.increment(PRODUCT_SEARCH_DELAY_MS);
    type('tripods');
    calls[2]?.answer([tripod]);
    await flush();
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(view().options).toEqual([reflector]);
  });

  it('keeps the last products found while the next text waits and is searched', async () => {
    const { clock, view, type, found } = harness();
    await found('tri', [tripod]);
    type('trip');
    expect(view()).toEqual({ text: 'trip', searching: true, options: [tripod], problem: '', noProducts: false });
    clock.increment(PRODUCT_SEARCH_DELAY_MS);
    expect(view()).toEqual({ text: 'trip', searching: true, options: [tripod], problem: '', noProducts: false });
  });

  it('says No products found only for a search that came back with nothing', async () => {
    const { view, type, found } = harness();
    await found('zzz', []);
    expect(view()).toEqual({ text: 'zzz', searching: false, options: [], problem: '', noProducts: true });
    type('zzzz');
    expect(view().noProducts).toBe(false);
    await found('tri', [tripod]);
    expect(view().noProducts).toBe(false);
  });

  it('shows the server’s words when a search is refused, with no products, until staff type again', async () => {
    const { actor, clock, calls, view, type } = harness();
    type('tri');
    clock.increment(PRODUCT_SEARCH_DELAY_MS);
    calls[0]?.answer([tripod]);
    await waitFor(actor, (snapshot) => snapshot.matches('answered'));
    type('trip');
    clock.increment(PRODUCT_SEARCH_DELAY_MS);
    calls[1]?.fail(rejectedByServer('Only the studio’s staff can do this'));
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    expect(view()).toEqual({
      text: 'trip',
      searching: false,
      options: [],
      problem: 'Only the studio’s staff can do this',
      noProducts: false,
    });
    type('tripo');
    expect(view()).toEqual({ text: 'tripo', searching: true, options: [], problem: '', noProducts: false });
  });

  it('says Failed to search the products when the server gave no words (offline)', async () => {
    const { actor, clock, calls, view, type } = harness();
    type('tri');
    clock.increment(PRODUCT_SEARCH_DELAY_MS);
    calls[0]?.fail(new TypeError('Failed to fetch'));
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    expect(view()).toEqual({ text: 'tri', searching: false, options: [], problem: 'Failed to search the products', noProducts: false });
    type('t');
    expect(view()).toEqual({ ...EMPTY_PRODUCT_SEARCH, text: 't' });
  });

  it('empties the products when the text gets shorter than two characters, and forgets the search under way', async () => {
    const { actor, clock, calls, view, type, found } = harness();
    await found('tri', [tripod]);
    type('t');
    expect(actor.getSnapshot().value).toBe('idle');
    expect(view()).toEqual({ ...EMPTY_PRODUCT_SEARCH, text: 't' });
    type('tr');
    clock.increment(PRODUCT_SEARCH_DELAY_MS);
    type('');
    calls[1]?.answer([tripod]);
    await flush();
    clock.increment(PRODUCT_SEARCH_DELAY_MS);
    expect(view()).toEqual(EMPTY_PRODUCT_SEARCH);
    expect(calls).toHaveLength(2);
  });

  it('clears the text, the products and the problem, and drops a search under way or waiting', async () => {
    const { actor, clock, calls, view, type, found } = harness();
    await found('tri', [tripod]);
    actor.send({ type: 'productSearch.clear' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(view()).toEqual(EMPTY_PRODUCT_SEARCH);

    type('trip');
    clock.increment(PRODUCT_SEARCH_DELAY_MS);
    actor.send({ type: 'productSearch.clear' });
    calls[1]?.answer([tripod]);
    await flush();
    expect(view()).toEqual(EMPTY_PRODUCT_SEARCH);

    type('tripo');
    actor.send({ type: 'productSearch.clear' });
    clock.increment(PRODUCT_SEARCH_DELAY_MS);
    expect(calls).toHaveLength(2);

    type('trip');
    clock.increment(PRODUCT_SEARCH_DELAY_MS);
    calls[2]?.fail(new TypeError('Failed to fetch'));
    await waitFor(actor, (snapshot) => snapshot.context.problem !== '');
    actor.send({ type: 'productSearch.clear' });
    expect(actor.getSnapshot().context).toEqual({ text: '', options: [], problem: '' });
  });
});
