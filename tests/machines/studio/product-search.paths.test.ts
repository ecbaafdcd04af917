import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { fromPromise, type EventFromLogic, type SnapshotFrom } from 'xstate';
import {
  PRODUCT_SEARCH_DELAY_MS,
  PRODUCT_SEARCH_FAILED,
  productSearchMachine,
} from '../../../src/machines/studio/product-search.machine.ts';
import { productSearchView } from '../../../src/machines/studio/product-search.view.ts';
import { neverSettles, replay, withEveryEvent } from '../support/replay.ts';

const PAUSE = `xstate.after.${PRODUCT_SEARCH_DELAY_MS}.productSearch.waiting`;
const events = [
  { type: 'productSearch.input', text: 'tr' },
  { type: 'productSearch.input', text: 't' },
  { type: 'productSearch.clear' },
  { type: PAUSE },
  { type: 'xstate.done.actor.searchProducts', output: [{ id: 'p1', title: 'Tripod' }] },
  { type: 'xstate.done.actor.searchProducts', output: [] },
  { type: 'xstate.error.actor.searchProducts', error: new TypeError('Failed to fetch') },
] as unknown as EventFromLogic<typeof productSearchMachine>[];

describe('productSearchMachine, every shortest path', () => {
  const paths = getShortestPaths(productSearchMachine, { events });
  const reached = paths.flatMap((path) => [...path.steps.map((step) => step.state), path.state]) as SnapshotFrom<
    typeof productSearchMachine
  >[];

  it('reaches idle, waiting, searching and answered, each with a failure or without', () => {
    expect(new Set(paths.map((path) => `${String(path.state.value)} ${path.state.context.problem}`))).toEqual(
      new Set(['idle ', `idle ${PRODUCT_SEARCH_FAILED}`, 'waiting ', 'searching ', 'answered ']),
    );
  });

  it('says searching exactly while waiting or searching, a problem and an empty list only when idle, nothing found only when answered', () => {
    for (const snapshot of reached) {
      const view = productSearchView(snapshot);
      expect(view.searching).toBe(snapshot.matches('waiting') || snapshot.matches('searching'));
      if (view.problem) expect(snapshot.matches('idle')).toBe(true);
      if (snapshot.matches('idle')) expect(view.options).toEqual([]);
      if (view.noProducts) expect(snapshot.matches('answered')).toBe(true);
      if (snapshot.context.text.trim().length < 2) expect(snapshot.matches('idle')).toBe(true);
    }
  });

  it('walked on a real actor through every transition, searches exactly 300 ms after the key (simulated clock)', () => {
    const pending = productSearchMachine.provide({ actors: { searchProducts: fromPromise(() => neverSettles()) } });
    // A request's failure comes only from the request under way (elsewhere the actor would fail on it).
    const transitions = withEveryEvent(productSearchMachine, paths, events).filter(
      (path) => path.steps.at(-1)?.event.type !== 'xstate.error.actor.searchProducts' || path.steps.at(-2)?.state.matches('searching'),
    );
    for (const path of transitions) replay(pending, path, { timers: { [PAUSE]: PRODUCT_SEARCH_DELAY_MS } });
    const fired = transitions.filter((path) => path.steps.at(-1)?.event.type === PAUSE && path.steps.at(-2)?.state.matches('waiting'));
    // Waiting with nothing found yet, and with the last search's products still shown.
    expect(fired.map((path) => [path.state.value, path.state.context.options.length])).toEqual([
      ['searching', 0],
      ['searching', 1],
    ]);
  });
});
