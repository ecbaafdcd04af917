import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { transition, type EventFromLogic, type SnapshotFrom } from 'xstate';
import { showsPreorderCheckbox } from '../../../src/domain/stock.ts';
import { productDetailMachine, type Product } from '../../../src/machines/shop/product-detail.machine.ts';
import { productDetailView, type ChildViews } from '../../../src/machines/shop/product-detail.view.ts';
import { currentStock, mainAdd, quantityCap } from '../../../src/machines/shop/product-selection.ts';
import { sessionWith } from '../shared/support.ts';
import { black, gray, product, withVariants } from './fixtures.ts';
import { offered, sentBy } from './paths-support.ts';

type DetailEvent = EventFromLogic<typeof productDetailMachine>;
type DetailSnapshot = SnapshotFrom<typeof productDetailMachine>;

const idle: ChildViews = { cart: { adding: false }, heart: { inWishlist: false, saving: false }, viewer: { mode: 'closed' } };
const similar = [product({ _id: 'sim-1', title: 'Softbox' })];

// Every event of the page and every answer of its requests (the children's own paths are walked
// in their own tests).
function eventsFor(loaded: Product) {
  return [
    { type: 'xstate.done.actor.loadProduct', output: loaded },
    { type: 'xstate.error.actor.loadProduct', error: { _tag: 'NotFound', message: 'Product not found' } },
    { type: 'xstate.done.actor.loadSimilar', output: similar },
    { type: 'xstate.error.actor.loadSimilar', error: new Error('down') },
    { type: 'xstate.done.actor.trackView', output: undefined },
    { type: 'xstate.error.actor.trackView', error: new Error('401') },
    { type: 'variant.select', variantId: 'var-gray' },
    { type: 'variant.select', variantId: 'var-black' },
    { type: 'variant.attribute', attribute: 'color', value: 'Gray' },
    { type: 'xstate.done.actor.lookupVariants', output: { success: true, filteredVariants: [gray], exactMatch: gray } },
    { type: 'xstate.done.actor.lookupVariants', output: { success: true, filteredVariants: [black], exactMatch: null } },
    { type: 'xstate.error.actor.lookupVariants', error: new Error('down') },
    { type: 'quantity.increment' },
    { type: 'quantity.decrement' },
    { type: 'quantity.set', value: 150 },
    { type: 'preorder.toggle' },
    { type: 'image.select', image: '/images/muslin-2.jpg' },
  ] as unknown as DetailEvent[];
}

// Adding, with the stock check's answers: walked on their own over a small product, since with
// every choice above they multiply the states past what a test run can afford.
const ADD_EVENTS = [
  { type: 'cart.add' },
  { type: 'quantity.increment' },
  { type: 'xstate.done.actor.loadProduct', output: product({ stock: 3 }) },
  { type: 'xstate.done.actor.checkAvailability', output: { ...covered(1), available: false, availableStock: 1 } },
  { type: 'xstate.error.actor.checkAvailability', error: new Error('down') },
] as unknown as DetailEvent[];

/** The server's answer when the stock covers the quantity asked for. */
function covered(quantity: number) {
  return { success: true, available: true, availableStock: 50, requestedQuantity: quantity, canPreorder: false };
}

/** A state is what the rules read: the state value and the choice; quantities as 1, the cap or between. */
function serializeState(snapshot: DetailSnapshot): string {
  const { product: loaded, selection, selectedVariant, quantity, preorder, selectedImage, similar: shown } = snapshot.context;
  const cap = loaded ? (quantityCap(loaded, selectedVariant) ?? 99) : 1;
  const amount = quantity === 1 ? 'one' : quantity === cap ? 'cap' : 'between';
  return JSON.stringify([snapshot.value, selection, selectedVariant?._id, amount, preorder, selectedImage, shown.length]);
}

function pressOf({ context }: DetailSnapshot) {
  if (!context.product) throw new Error('a ready page has its product');
  return mainAdd(context.product, context.selectedVariant, context.selection, context.quantity, context.preorder);
}

function reachable(loaded: Product, token: string | null, events: DetailEvent[] = eventsFor(loaded)): DetailSnapshot[] {
  const paths = getShortestPaths(productDetailMachine, {
    events: offered(events),
    input: { productId: loaded._id, session: sessionWith(token) },
    serializeState,
  });
  return paths.map((path) => path.state as DetailSnapshot);
}

const cases = [
  { name: 'a product with variants', loaded: withVariants },
  { name: 'a product in stock', loaded: product({ stock: 2 }) },
  { name: 'a product to pre-order', loaded: product({ stock: 0 }) },
] as const;

function assertInvariants(snapshot: DetailSnapshot, loggedIn: boolean) {
  expect(snapshot.status).toBe('active');
  const view = productDetailView(snapshot, idle);
  const { product: loaded, selectedVariant, quantity, preorder } = snapshot.context;
  if (!snapshot.matches('ready')) {
    expect(view.status).toBe(snapshot.matches('loading') ? 'loading' : 'notFound');
    return;
  }
  if (!loaded || view.status !== 'ready') throw new Error('a ready page has its product');
  if (selectedVariant) expect(loaded.variants.map((item) => item._id)).toContain(selectedVariant._id);
  const max = quantityCap(loaded, selectedVariant) ?? 99;
  expect(quantity >= 1 && quantity <= max).toBe(true);
  expect(view.quantity).toMatchObject({ value: quantity, min: 1, max });
  // The pre-order box is ticked only where it is offered, and then the button says so.
  if (preorder) expect(loaded.preorder.allowed && showsPreorderCheckbox(currentStock(loaded, selectedVariant))).toBe(true);
  expect(view.addButton.label).toBe(preorder ? 'Pre-order Now' : 'Add to Cart');
  // A guest sends no view tracking.
  if (!loggedIn) expect(snapshot.matches({ ready: { tracking: 'sending' } })).toBe(false);
}

describe('productDetailMachine, every shortest path', () => {
  for (const { name, loaded } of cases) {
    for (const token of ['token-1', null]) {
      it(`keeps its invariants on every reachable state: ${name}, ${token ? 'a customer' : 'a guest'}`, () => {
        const snapshots = reachable(loaded, token);
        for (const snapshot of snapshots) assertInvariants(snapshot, token !== null);
        const values = new Set(snapshots.map((snapshot) => JSON.stringify(snapshot.value)));
        expect(values).toContain('"loading"');
        expect(values).toContain('"notFound"');
      });
    }
  }

  it('reaches every state of every region (a customer, a product with variants)', () => {
    const snapshots = reachable(withVariants, 'token-1').filter((snapshot) => snapshot.matches('ready'));
    const region = (name: 'similar' | 'tracking' | 'variants' | 'stock') =>
      [...new Set(snapshots.map((snapshot) => (snapshot.value as { ready: Record<string, string> }).ready[name]))].sort();
    expect(region('similar')).toEqual(['loaded', 'loading', 'unavailable']);
    // 'deciding' is passed through at once (an always transition), so no walk stops there.
    expect(region('tracking')).toEqual(['done', 'sending']);
    expect(region('variants')).toEqual(['idle', 'lookingUp']);
  });

  it('keeps its invariants while adding: the stock check, its shortfall and its failure (a customer, a product in stock)', () => {
    const snapshots = reachable(product({ stock: 3 }), 'token-1', ADD_EVENTS);
    for (const snapshot of snapshots) assertInvariants(snapshot, true);
    const stock = new Set(snapshots.filter((s) => s.matches('ready')).map((s) => (s.value as { ready: { stock: string } }).ready.stock));
    expect([...stock].sort()).toEqual(['checking', 'idle']);
    // A shortfall of 1 left leaves the page at that stock, its quantity capped there.
    expect(snapshots.some((s) => s.context.product?.stock === 1 && s.context.quantity === 1)).toBe(true);
  });

  it('from every ready state, Add to Cart checks the stock first when the cart would take the line, then hands the child the chosen line', () => {
    for (const { loaded } of cases) {
      for (const snapshot of reachable(loaded, 'token-1').filter((s) => s.matches({ ready: { stock: 'idle' } }))) {
        const chosenLine = [
          expect.objectContaining({
            type: 'cart.add',
            line: expect.objectContaining({
              productId: loaded._id,
              quantity: snapshot.context.quantity,
              isPreorder: snapshot.context.preorder,
              variantId: snapshot.context.selectedVariant?._id ?? null,
            }),
          }),
        ];
        const [pressed, pressActions] = transition(productDetailMachine, snapshot, { type: 'cart.add' });
        const press = pressOf(snapshot);
        if (press.optionsMissing || press.soldOut || press.line.isPreorder) {
          // The cart's own rules answer these at once: nothing to check.
          expect(pressed.matches({ ready: { stock: 'idle' } })).toBe(true);
          expect(sentBy(pressActions)).toEqual(chosenLine);
          continue;
        }
        expect(pressed.matches({ ready: { stock: 'checking' } })).toBe(true);
        expect(sentBy(pressActions)).toEqual([]);
        const answer = {
          type: 'xstate.done.actor.checkAvailability',
          output: covered(snapshot.context.quantity),
        } as unknown as DetailEvent;
        const [checked, checkedActions] = transition(productDetailMachine, pressed, answer);
        expect(checked.matches({ ready: { stock: 'idle' } })).toBe(true);
        expect(sentBy(checkedActions)).toEqual(chosenLine);
      }
    }
  });

  it('a shortfall the check finds sends nothing to the cart, says how many are left and caps the quantity there', () => {
    const inStock = product({ stock: 5 });
    const start = reachable(inStock, 'token-1').find(
      (s) => s.matches({ ready: { stock: 'idle' } }) && s.context.quantity === 5 && !s.context.preorder,
    );
    if (!start) throw new Error('no state with the quantity at the stock of 5');
    const [pressed] = transition(productDetailMachine, start, { type: 'cart.add' });
    // Checking is the first step of adding: the button says it is busy.
    expect(productDetailView(pressed, idle)).toMatchObject({
      addButton: { disabled: true, busy: true },
    });
    const shortfall = {
      type: 'xstate.done.actor.checkAvailability',
      output: { ...covered(5), available: false, availableStock: 2 },
    } as unknown as DetailEvent;
    const [after, actions] = transition(productDetailMachine, pressed, shortfall);
    expect(sentBy(actions)).toEqual([]);
    const emitted = (actions as readonly { type: string; params?: unknown }[]).filter((action) => action.type === 'xstate.emit');
    expect(emitted.map((action) => action.params)).toEqual([
      { event: { type: 'toast', kind: 'error', message: 'Only 2 items available' } },
    ]);
    expect(after.context.product?.stock).toBe(2);
    expect(after.context.quantity).toBe(2);
    expect(productDetailView(after, idle)).toMatchObject({ quantity: { value: 2, max: 2 } });
  });
});
