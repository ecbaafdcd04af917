import { describe, expect, it } from 'vitest';
import { createActor, emit, setup } from 'xstate';
import type { EffectReport } from '../../../src/machines/app-effects.ts';
import { addToCartMachine, type CartAddResult, type CartLine } from '../../../src/machines/shared/add-to-cart.machine.ts';
import { addToCartView } from '../../../src/machines/shared/add-to-cart.view.ts';
import { answering, failing, sessionWith, settle, startRecording } from './support.ts';

const line: CartLine = { productId: 'p1', quantity: 2, variantId: 'v1', selectedAttributes: { color: 'Gray' }, isPreorder: false };
const ok: CartAddResult = { success: true, message: 'Item added to cart' } as CartAddResult;

function start({ token = 'tok', request = answering<CartAddResult, CartLine>(ok) } = {}) {
  const machine = addToCartMachine.provide({ actors: { addToCart: request.logic } });
  return { ...startRecording(machine, { session: sessionWith(token) }), request };
}

describe('addToCartMachine', () => {
  it('refuses a product whose options are not chosen, before a sold-out check', () => {
    const { actor, emitted, request } = start();
    actor.send({ type: 'cart.add', line, optionsMissing: true, soldOut: true });
    expect(emitted).toEqual([{ type: 'toast', kind: 'error', message: 'Please select product options' }]);
    expect(request.calls).toEqual([]);
  });

  it('asks a guest to log in even when options are missing (a quick add on a product with variants)', () => {
    const { actor, emitted, request } = start({ token: null as unknown as string });
    actor.send({ type: 'cart.add', line, optionsMissing: true, soldOut: true });
    expect(emitted).toEqual([{ type: 'toast', kind: 'error', message: 'Please log in to add items to cart' }, { type: 'loginRequired' }]);
    expect(request.calls).toEqual([]);
  });

  it('sends a guest to log in with the cart message', () => {
    const { actor, emitted, request } = start({ token: null as unknown as string });
    actor.send({ type: 'cart.add', line, optionsMissing: false, soldOut: false });
    expect(emitted).toEqual([{ type: 'toast', kind: 'error', message: 'Please log in to add items to cart' }, { type: 'loginRequired' }]);
    expect(request.calls).toEqual([]);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('does nothing for a sold-out product without pre-order', () => {
    const { actor, emitted, request } = start();
    actor.send({ type: 'cart.add', line, optionsMissing: false, soldOut: true });
    expect(emitted).toEqual([]);
    expect(request.calls).toEqual([]);
  });

  it('adds the line, says so and asks for the cart to reload', async () => {
    const { actor, emitted, request } = start();
    actor.send({ type: 'cart.add', line, optionsMissing: false, soldOut: false });
    expect(addToCartView(actor.getSnapshot())).toEqual({ adding: true });
    // A second press while adding is ignored.
    actor.send({ type: 'cart.add', line: { ...line, productId: 'p2' }, optionsMissing: false, soldOut: false });
    await settle();
    expect(request.calls).toEqual([line]);
    expect(emitted).toEqual([{ type: 'toast', kind: 'success', message: 'Item added to cart' }, { type: 'cart.changed' }]);
    expect(addToCartView(actor.getSnapshot())).toEqual({ adding: false });
  });

  it('names a pre-order and a partial pre-order, with the delivery estimate for a pre-order line', async () => {
    const preorder = answering<CartAddResult, CartLine>({ ...ok, inventoryStatus: { type: 'preorder' } } as CartAddResult);
    const first = start({ request: preorder });
    first.actor.send({ type: 'cart.add', line: { ...line, isPreorder: true }, optionsMissing: false, soldOut: false });
    await settle();
    expect(first.emitted).toEqual([
      { type: 'toast', kind: 'success', message: 'Pre-order item added to cart' },
      { type: 'toast', kind: 'info', message: 'Pre-order item added. Estimated delivery: 7-14 days' },
      { type: 'cart.changed' },
    ]);
    const partial = start({
      request: answering<CartAddResult, CartLine>({ ...ok, inventoryStatus: { type: 'partial_preorder' } } as CartAddResult),
    });
    partial.actor.send({ type: 'cart.add', line, optionsMissing: false, soldOut: false });
    await settle();
    expect(partial.emitted[0]).toEqual({ type: 'toast', kind: 'success', message: 'Item added to cart (some items as preorder)' });
  });

  it('shows a refusal as the server wrote it, even when it carries availableStock', async () => {
    const { actor, emitted } = start({ request: failing({ _tag: 'Rejected', message: 'Out of stock', availableStock: 0 }) });
    actor.send({ type: 'cart.add', line, optionsMissing: false, soldOut: false });
    await settle();
    expect(emitted).toEqual([{ type: 'toast', kind: 'error', message: 'Out of stock' }]);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('says how many are left when the server gave only availableStock, else the fallback', async () => {
    const stockOnly = start({ request: failing({ _tag: 'Rejected', message: '', availableStock: 3 }) });
    stockOnly.actor.send({ type: 'cart.add', line, optionsMissing: false, soldOut: false });
    await settle();
    expect(stockOnly.emitted).toEqual([{ type: 'toast', kind: 'error', message: 'Only 3 items available' }]);
    const offline = start({ request: failing({ _tag: 'Network', cause: new Error('offline') }) });
    offline.actor.send({ type: 'cart.add', line, optionsMissing: false, soldOut: false });
    await settle();
    expect(offline.emitted).toEqual([{ type: 'toast', kind: 'error', message: 'Could not add to cart' }]);
  });

  it('stays silent on a 401 (the session already went to /login)', async () => {
    const { actor, emitted } = start({ request: failing({ _tag: 'Unauthorized', message: 'Unauthorized' }) });
    actor.send({ type: 'cart.add', line, optionsMissing: false, soldOut: false });
    await settle();
    expect(emitted).toEqual([]);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('reports its effects to the screen that spawned it', async () => {
    const child = addToCartMachine.provide({ actors: { addToCart: answering<CartAddResult, CartLine>(ok).logic } });
    const screen = setup({ types: { events: {} as EffectReport }, actors: { child } }).createMachine({
      invoke: { id: 'cart', src: 'child', input: () => ({ session: sessionWith('tok') }) },
      on: { 'app.effect': { actions: emit(({ event }) => event.effect) } },
    });
    const actor = createActor(screen).start();
    const emitted: unknown[] = [];
    actor.on('*', (event) => emitted.push(event));
    actor.getSnapshot().children.cart?.send({ type: 'cart.add', line, optionsMissing: false, soldOut: false });
    await settle();
    expect(emitted).toEqual([{ type: 'toast', kind: 'success', message: 'Item added to cart' }, { type: 'cart.changed' }]);
  });
});
