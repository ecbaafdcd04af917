import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import type { EventFromLogic, SnapshotFrom } from 'xstate';
import { addToCartMachine, type CartLine } from '../../../src/machines/shared/add-to-cart.machine.ts';
import { searchWithSuggestionsMachine } from '../../../src/machines/shared/search-with-suggestions.machine.ts';
import { wishlistToggleMachine } from '../../../src/machines/shared/wishlist-toggle.machine.ts';
import { sessionWith } from './support.ts';
import { shallowWishlistEntry } from './wishlist-fixtures.ts';

const line: CartLine = { productId: 'p1', quantity: 1, variantId: null, selectedAttributes: {}, isPreorder: false };

// Every shortest path through each shared machine, with the answers of its request among the
// events; the invariants must hold in every state reached, whichever way.
describe('shared machines, every shortest path', () => {
  it('addToCart: a line is pending exactly while adding, for a customer and for a guest', () => {
    const events = [
      { type: 'cart.add', line, optionsMissing: false, soldOut: false },
      { type: 'cart.add', line, optionsMissing: true, soldOut: false },
      { type: 'cart.add', line, optionsMissing: false, soldOut: true },
      { type: 'xstate.done.actor.addToCart', output: { success: true, message: 'ok', cartItems: [] } },
      { type: 'xstate.error.actor.addToCart', error: { _tag: 'Rejected', message: 'Out of stock' } },
    ] as unknown as EventFromLogic<typeof addToCartMachine>[];
    const reached = new Set<string>();
    for (const token of ['t', null]) {
      for (const path of getShortestPaths(addToCartMachine, { events, input: { session: sessionWith(token) } })) {
        for (const snapshot of [...path.steps.map((step) => step.state), path.state] as SnapshotFrom<typeof addToCartMachine>[]) {
          expect(snapshot.context.line !== null).toBe(snapshot.matches('adding'));
          if (token === null) expect(snapshot.matches('adding')).toBe(false);
          reached.add(`${token}:${String(snapshot.value)}`);
        }
      }
    }
    expect([...reached].sort()).toEqual(['null:idle', 't:adding', 't:idle']);
  });

  it('wishlistToggle: a change is pending exactly while saving; a guest never saves', () => {
    const events = [
      { type: 'wishlist.toggle', variantId: 'v1', selectedAttributes: { color: 'Gray' } },
      { type: 'xstate.done.actor.saveWishlist', output: [shallowWishlistEntry('p1')] },
      { type: 'xstate.done.actor.saveWishlist', output: [] },
      { type: 'xstate.error.actor.saveWishlist', error: { _tag: 'Network', cause: null } },
    ] as unknown as EventFromLogic<typeof wishlistToggleMachine>[];
    const reached = new Set<string>();
    for (const token of ['t', null]) {
      for (const guestPrompt of ['productPage', 'redirect'] as const) {
        const paths = getShortestPaths(wishlistToggleMachine, {
          events,
          input: { session: sessionWith(token), productId: 'p1', guestPrompt },
        });
        for (const path of paths) {
          for (const snapshot of [...path.steps.map((step) => step.state), path.state] as SnapshotFrom<typeof wishlistToggleMachine>[]) {
            expect(snapshot.context.pending !== null).toBe(snapshot.matches('saving'));
            if (token === null) expect(snapshot.matches('saving')).toBe(false);
            reached.add(`${token}:${String(snapshot.value)}`);
          }
        }
      }
    }
    expect([...reached].sort()).toEqual(['null:idle', 't:idle', 't:saving']);
  });

  it('searchWithSuggestions: the highlight always points into the list (or nowhere), and the list is empty unless idle', () => {
    const suggestions = [1, 2].map((n) => ({ id: `s${n}`, name: `S${n}`, image: null, category: '' }));
    const events = [
      { type: 'search.input', text: 'so' },
      { type: 'search.input', text: 's' },
      { type: 'search.submit' },
      { type: 'search.clear' },
      { type: 'search.reset' },
      { type: 'suggestions.move', by: 1 },
      { type: 'suggestions.move', by: -1 },
      { type: 'suggestions.close' },
      { type: 'suggestions.choose', id: 's1' },
      { type: 'xstate.after.300.searchWithSuggestions.debouncing' },
      { type: 'xstate.done.actor.suggest', output: suggestions },
      { type: 'xstate.error.actor.suggest', error: new Error('offline') },
    ] as unknown as EventFromLogic<typeof searchWithSuggestionsMachine>[];
    const reached = new Set<string>();
    for (const path of getShortestPaths(searchWithSuggestionsMachine, { events, input: {} })) {
      for (const snapshot of [...path.steps.map((step) => step.state), path.state] as SnapshotFrom<typeof searchWithSuggestionsMachine>[]) {
        const { highlighted, suggestions: shown } = snapshot.context;
        expect(highlighted === -1 || (highlighted >= 0 && highlighted < shown.length)).toBe(true);
        if (shown.length === 0) expect(highlighted).toBe(-1);
        reached.add(String(snapshot.value));
      }
    }
    expect([...reached].sort()).toEqual(['debouncing', 'fetching', 'idle']);
  });
});
