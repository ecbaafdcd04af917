import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { transition, type EventFromLogic, type SnapshotFrom } from 'xstate';
import { showsPreorderCheckbox } from '../../../src/domain/stock.ts';
import { productDetailMachine, type Product } from '../../../src/machines/shop/product-detail.machine.ts';
import { productDetailView, type ChildViews } from '../../../src/machines/shop/product-detail.view.ts';
import { currentStock, quantityCap } from '../../../src/machines/shop/product-selection.ts';
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

/** A state is what the rules read: the state value and the choice; quantities as 1, the cap or between. */
function serializeState(snapshot: DetailSnapshot): string {
  const { product: loaded, selection, selectedVariant, quantity, preorder, selectedImage, similar: shown } = snapshot.context;
  const cap = loaded ? (quantityCap(loaded, selectedVariant) ?? 99) : 1;
  const amount = quantity === 1 ? 'one' : quantity === cap ? 'cap' : 'between';
  return JSON.stringify([snapshot.value, selection, selectedVariant?._id, amount, preorder, selectedImage, shown.length]);
}

function reachable(loaded: Product, token: string | null): DetailSnapshot[] {
  const paths = getShortestPaths(productDetailMachine, {
    events: offered(eventsFor(loaded)),
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
    const region = (name: 'similar' | 'tracking' | 'variants') =>
      [...new Set(snapshots.map((snapshot) => (snapshot.value as { ready: Record<string, string> }).ready[name]))].sort();
    expect(region('similar')).toEqual(['loaded', 'loading', 'unavailable']);
    // 'deciding' is passed through at once (an always transition), so no walk stops there.
    expect(region('tracking')).toEqual(['done', 'sending']);
    expect(region('variants')).toEqual(['idle', 'lookingUp']);
  });

  it('from every ready state, Add to Cart hands the add-to-cart child the chosen line', () => {
    for (const { loaded } of cases) {
      for (const snapshot of reachable(loaded, 'token-1').filter((s) => s.matches('ready'))) {
        const [, actions] = transition(productDetailMachine, snapshot, { type: 'cart.add' });
        expect(sentBy(actions)).toEqual([
          expect.objectContaining({
            type: 'cart.add',
            line: expect.objectContaining({
              productId: loaded._id,
              quantity: snapshot.context.quantity,
              isPreorder: snapshot.context.preorder,
              variantId: snapshot.context.selectedVariant?._id ?? null,
            }),
          }),
        ]);
      }
    }
  });
});
