import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { cartMachine, type CartItem } from '../../../src/machines/cart/cart.machine.ts';
import { cartView } from '../../../src/machines/cart/cart.view.ts';
import { course, line, preorderStand, softbox } from './fixtures.ts';

async function loadedWith(items: readonly CartItem[], changeLine: () => Promise<readonly CartItem[]> = () => new Promise(() => {})) {
  const actor = createActor(
    cartMachine.provide({ actors: { loadCart: fromPromise(async () => items), changeLine: fromPromise(changeLine) } }),
  ).start();
  actor.send({ type: 'cart.load' });
  await waitFor(actor, (s) => s.matches('ready'));
  return actor;
}

describe('cartView', () => {
  it('counts units, titles the drawer and the page, and totals in naira', async () => {
    const view = cartView((await loadedWith([softbox, course, preorderStand])).getSnapshot());
    expect(view).toMatchObject({
      status: 'ready',
      count: 6,
      drawerTitle: 'My Cart (6)',
      itemsHeading: 'Cart Items (6)',
      subtotal: '₦180,000',
      estimatedTotal: '₦180,000',
      busy: false,
    });
    expect(
      view.lines.map(({ title, href, unitPrice, total, max, stockNote, canIncrement }) => ({
        title,
        href,
        unitPrice,
        total,
        max,
        stockNote,
        canIncrement,
      })),
    ).toEqual([
      {
        title: 'Softbox 60 cm',
        href: '/shop/p1',
        unitPrice: '₦22,500',
        total: '₦45,000',
        max: 4,
        stockNote: 'Only 4 left in stock',
        canIncrement: true,
      },
      {
        title: 'Lighting Masterclass',
        href: '/shop/p2',
        unitPrice: '₦15,000',
        total: '₦15,000',
        max: 99,
        stockNote: null,
        canIncrement: true,
      },
      {
        title: 'C-Stand',
        href: '/shop/p3',
        unitPrice: '₦40,000',
        total: '₦120,000',
        max: 99,
        stockNote: 'Pre-order item - Ships in 7–14 days',
        canIncrement: true,
      },
    ]);
  });

  it('names the chosen options, and stops plus at the stock', async () => {
    const black = line(
      { key: 'p4:v1', productId: 'p4', quantity: 4, selectedAttributes: { color: 'Black', size: 'M' } },
      { availableStock: 4 },
    );
    const [view] = cartView((await loadedWith([black])).getSnapshot()).lines;
    expect(view).toMatchObject({
      options: 'Color: Black, Size: M',
      canIncrement: false,
      canDecrement: true,
      stockNote: 'Only 4 left in stock',
    });
  });

  it('a line without chosen options shows none (null, not an empty text)', async () => {
    expect(cartView((await loadedWith([softbox])).getSnapshot()).lines[0]?.options).toBeNull();
  });

  it('says a line the studio took out of the shop is no longer available: it can be removed, not raised', async () => {
    const archived = line({ key: 'p5', productId: 'p5', quantity: 1 }, { availableStock: 10, isDiscontinued: true });
    const [view] = cartView((await loadedWith([archived])).getSnapshot()).lines;
    expect(view).toMatchObject({
      stockNote: 'No longer available',
      canIncrement: false,
      canDecrement: true,
      canEdit: true,
    });
    const [kept] = cartView((await loadedWith([softbox])).getSnapshot()).lines;
    expect(kept).toMatchObject({ stockNote: 'Only 4 left in stock', canIncrement: true });
  });

  it('is loading before the first answer, then empty', async () => {
    const actor = createActor(
      cartMachine.provide({ actors: { loadCart: fromPromise(async (): Promise<readonly CartItem[]> => []) } }),
    ).start();
    expect(cartView(actor.getSnapshot()).status).toBe('empty');
    actor.send({ type: 'cart.load' });
    expect(cartView(actor.getSnapshot()).status).toBe('loading');
    await waitFor(actor, (s) => s.matches('ready'));
    expect(cartView(actor.getSnapshot())).toMatchObject({ status: 'empty', drawerTitle: 'My Cart (0)', subtotal: '₦0' });
  });

  it('while a change is in flight every control waits and the changing line says so', async () => {
    const actor = await loadedWith([softbox, course]);
    actor.send({ type: 'line.increment', cartKey: 'p2' });
    const view = cartView(actor.getSnapshot());
    expect(view.busy).toBe(true);
    expect(view.lines.map(({ busy, canIncrement, canDecrement, canEdit }) => ({ busy, canIncrement, canDecrement, canEdit }))).toEqual([
      { busy: false, canIncrement: false, canDecrement: false, canEdit: false },
      { busy: true, canIncrement: false, canDecrement: false, canEdit: false },
    ]);
  });

  it('while the cart is read again its lines stay, their controls wait, and they come back with the answer', async () => {
    let reread: (items: readonly CartItem[]) => void = () => {};
    let reads = 0;
    const actor = createActor(
      cartMachine.provide({
        actors: {
          loadCart: fromPromise(() => {
            reads += 1;
            return reads === 1 ? Promise.resolve([softbox, course]) : new Promise<readonly CartItem[]>((resolve) => (reread = resolve));
          }),
        },
      }),
    ).start();
    actor.send({ type: 'cart.load' });
    await waitFor(actor, (s) => s.matches('ready'));
    const controls = () =>
      cartView(actor.getSnapshot()).lines.map(({ key, busy, canIncrement, canDecrement, canEdit }) => [
        key,
        busy,
        canIncrement,
        canDecrement,
        canEdit,
      ]);
    expect(controls()).toEqual([
      ['p1', false, true, true, true],
      ['p2', false, true, true, true],
    ]);
    actor.send({ type: 'cart.load' });
    expect(cartView(actor.getSnapshot())).toMatchObject({ status: 'ready', busy: false });
    expect(controls()).toEqual([
      ['p1', false, false, false, false],
      ['p2', false, false, false, false],
    ]);
    reread([softbox, course]);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(controls()).toEqual([
      ['p1', false, true, true, true],
      ['p2', false, true, true, true],
    ]);
  });
});

describe('cartView while the session still loads the user', () => {
  it('reads loading rather than empty', () => {
    const actor = createActor(cartMachine).start();
    expect(cartView(actor.getSnapshot(), true).status).toBe('loading');
    expect(cartView(actor.getSnapshot(), false).status).toBe('empty');
  });
});
