import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, transition, waitFor, type EventFromLogic, type SnapshotFrom } from 'xstate';
import { cartMachine, changeFor, type CartItem, type LineChange } from '../../../src/machines/cart/cart.machine.ts';
import { cartView } from '../../../src/machines/cart/cart.view.ts';
import { course, preorderStand, softbox } from './fixtures.ts';

class Unauthorized extends Error {
  readonly _tag = 'Unauthorized';
}
class Rejected extends Error {
  readonly _tag = 'Rejected';
  readonly availableStock?: number;
  constructor(message: string, availableStock?: number) {
    super(message);
    this.availableStock = availableStock;
  }
}

type CartEvent = EventFromLogic<typeof cartMachine>;

function start(
  changeLine: (change: LineChange) => Promise<readonly CartItem[]>,
  loadCart = async (): Promise<readonly CartItem[]> => [softbox, course],
) {
  const sent: LineChange[] = [];
  const toasts: string[] = [];
  const machine = cartMachine.provide({
    actors: {
      loadCart: fromPromise(loadCart),
      changeLine: fromPromise(async ({ input }) => {
        sent.push(input);
        return changeLine(input);
      }),
    },
  });
  const actor = createActor(machine).start();
  actor.on('toast', (event) => toasts.push(`${event.kind}: ${event.message}`));
  return { actor, sent, toasts };
}

async function loaded(actor: ReturnType<typeof start>['actor']) {
  actor.send({ type: 'cart.load' });
  return waitFor(actor, (s) => s.matches('ready'));
}

describe('changeFor: the quantity field of a line', () => {
  it('below 1 removes the line', () => {
    expect(changeFor(softbox, 0)).toEqual({ cartKey: 'p1', kind: 'remove' });
    expect(changeFor(softbox, '-3')).toEqual({ cartKey: 'p1', kind: 'remove' });
  });
  it('a non-numeric entry counts as 1', () => {
    expect(changeFor(softbox, 'abc')).toEqual({ cartKey: 'p1', kind: 'update', quantity: 1 });
    expect(changeFor(softbox, '')).toEqual({ cartKey: 'p1', kind: 'update', quantity: 1 });
  });
  it('is held to the available stock, or 99 without a stock figure or on a pre-order line', () => {
    expect(changeFor(softbox, 9)).toEqual({ cartKey: 'p1', kind: 'update', quantity: 4 });
    expect(changeFor(softbox, '3')).toEqual({ cartKey: 'p1', kind: 'update', quantity: 3 });
    expect(changeFor(course, 150)).toEqual({ cartKey: 'p2', kind: 'update', quantity: 99 });
    expect(changeFor(preorderStand, 12)).toEqual({ cartKey: 'p3', kind: 'update', quantity: 12 });
  });
});

describe('cartMachine', () => {
  it('is empty until the session loads it, then holds the server lines', async () => {
    const { actor } = start(async () => []);
    expect(actor.getSnapshot().value).toBe('signedOut');
    const snapshot = await loaded(actor);
    expect(snapshot.context.items).toEqual([softbox, course]);
  });

  it('plus sends one update, shows it in flight, and takes the answered cart with "Cart updated"', async () => {
    let answer: (items: readonly CartItem[]) => void = () => {};
    const { actor, sent, toasts } = start(() => new Promise((resolve) => (answer = resolve)));
    await loaded(actor);
    actor.send({ type: 'line.increment', cartKey: 'p1' });
    expect(actor.getSnapshot().context.pending).toEqual({ cartKey: 'p1', kind: 'update', quantity: 3 });
    // A second click while the first is in flight sends nothing.
    actor.send({ type: 'line.increment', cartKey: 'p1' });
    actor.send({ type: 'line.remove', cartKey: 'p2' });
    expect(sent).toEqual([{ cartKey: 'p1', kind: 'update', quantity: 3 }]);
    answer([{ ...softbox, quantity: 3 }, course]);
    const snapshot = await waitFor(actor, (s) => s.matches('ready'));
    expect(snapshot.context.items.map((item) => item.quantity)).toEqual([3, 1]);
    expect(snapshot.context.pending).toBeNull();
    expect(toasts).toEqual(['success: Cart updated']);
  });

  it('minus at 1 removes the line with "Item removed from cart"', async () => {
    const { actor, sent, toasts } = start(async () => [softbox]);
    await loaded(actor);
    actor.send({ type: 'line.decrement', cartKey: 'p2' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.items.length === 1);
    expect(sent).toEqual([{ cartKey: 'p2', kind: 'remove' }]);
    expect(toasts).toEqual(['success: Item removed from cart']);
  });

  it('sends a typed quantity once typing stops for 0.5 s, held to the stock', async () => {
    vi.useFakeTimers();
    try {
      const { actor, sent } = start(async () => [{ ...softbox, quantity: 4 }, course]);
      await loaded(actor);
      actor.send({ type: 'line.set', cartKey: 'p1', value: '1' });
      expect(cartView(actor.getSnapshot()).lines[0]?.value).toBe('1');
      await vi.advanceTimersByTimeAsync(499);
      actor.send({ type: 'line.set', cartKey: 'p1', value: '12' });
      await vi.advanceTimersByTimeAsync(499);
      expect(sent).toEqual([]);
      // The field shows what was typed; the rule (at most the stock) applies when it is sent.
      expect(cartView(actor.getSnapshot()).lines[0]?.value).toBe('12');
      await vi.advanceTimersByTimeAsync(1);
      expect(sent).toEqual([{ cartKey: 'p1', kind: 'update', quantity: 4 }]);
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().context).toMatchObject({ pending: null, draft: null });
    } finally {
      vi.useRealTimers();
    }
  });

  it('a cleared field counts as 1, a 0 removes the line, and a click while typing wins', async () => {
    vi.useFakeTimers();
    try {
      const { actor, sent } = start(async () => [softbox, course]);
      await loaded(actor);
      actor.send({ type: 'line.set', cartKey: 'p1', value: '' });
      // While the shopper types, a cleared field stays empty rather than jumping to 1.
      expect(cartView(actor.getSnapshot()).lines[0]?.value).toBe('');
      await vi.advanceTimersByTimeAsync(499);
      expect(cartView(actor.getSnapshot()).lines[0]?.value).toBe('');
      await vi.advanceTimersByTimeAsync(1);
      actor.send({ type: 'line.set', cartKey: 'p2', value: '0' });
      await vi.advanceTimersByTimeAsync(500);
      actor.send({ type: 'line.set', cartKey: 'p1', value: '3' });
      actor.send({ type: 'line.increment', cartKey: 'p2' });
      await vi.advanceTimersByTimeAsync(1000);
      expect(sent).toEqual([
        { cartKey: 'p1', kind: 'update', quantity: 1 },
        { cartKey: 'p2', kind: 'remove' },
        { cartKey: 'p2', kind: 'update', quantity: 2 },
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends nothing for a change that changes nothing: plus at the stock, the same number, an unknown line', async () => {
    vi.useFakeTimers();
    try {
      const { actor, sent } = start(async () => [{ ...softbox, quantity: 4 }, course]);
      await loaded(actor);
      actor.send({ type: 'line.set', cartKey: 'p1', value: '2' });
      await vi.advanceTimersByTimeAsync(500);
      actor.send({ type: 'line.set', cartKey: 'nope', value: 5 });
      expect(actor.getSnapshot().value).toBe('ready');
      actor.send({ type: 'line.set', cartKey: 'p1', value: 4 });
      await vi.advanceTimersByTimeAsync(500);
      actor.send({ type: 'line.increment', cartKey: 'p1' });
      actor.send({ type: 'line.set', cartKey: 'p1', value: '4' });
      await vi.advanceTimersByTimeAsync(500);
      expect(sent).toEqual([{ cartKey: 'p1', kind: 'update', quantity: 4 }]);
      expect(actor.getSnapshot().value).toBe('ready');
    } finally {
      vi.useRealTimers();
    }
  });

  it('a refused update says the server message, else "Failed to update cart"; a refused removal "Failed to remove item"', async () => {
    const failures = [new Rejected('Only 2 items available', 2), new Error('offline'), new Error('offline')];
    const { actor, toasts } = start(() => Promise.reject(failures.shift()));
    await loaded(actor);
    actor.send({ type: 'line.decrement', cartKey: 'p1' });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'line.increment', cartKey: 'p1' });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'line.remove', cartKey: 'p1' });
    const snapshot = await waitFor(actor, (s) => s.matches('ready'));
    expect(toasts).toEqual(['error: Only 2 items available', 'error: Failed to update cart', 'error: Failed to remove item']);
    expect(snapshot.context.items).toEqual([softbox, course]);
  });

  it('a stock refusal without a message names the stock', async () => {
    const { actor, toasts } = start(() => Promise.reject(new Rejected('', 1)));
    await loaded(actor);
    actor.send({ type: 'line.increment', cartKey: 'p1' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(toasts).toEqual(['error: Only 1 items available']);
  });

  it('says nothing when the change met a 401 (the session empties the cart)', async () => {
    const { actor, toasts } = start(() => Promise.reject(new Unauthorized()));
    await loaded(actor);
    actor.send({ type: 'line.remove', cartKey: 'p1' });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'cart.clear' });
    expect(toasts).toEqual([]);
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.items).toEqual([]);
  });

  it('a failed load is not an empty cart: it says so, and Try Again (cart.load) loads it', async () => {
    let calls = 0;
    const { actor } = start(
      async () => [],
      async () => {
        calls += 1;
        if (calls === 1) throw new Error('offline');
        return [softbox];
      },
    );
    actor.send({ type: 'cart.load' });
    const failed = await waitFor(actor, (s) => s.matches('loadFailed'));
    expect(cartView(failed)).toMatchObject({ status: 'failed', count: 0 });
    // Changes wait for a cart to change.
    actor.send({ type: 'line.increment', cartKey: 'p1' });
    expect(actor.getSnapshot().value).toBe('loadFailed');
    const snapshot = await loaded(actor);
    expect(calls).toBe(2);
    expect(cartView(snapshot)).toMatchObject({ status: 'ready', count: 2 });
  });

  it('keeps the lines it had when a reload fails', async () => {
    let calls = 0;
    const { actor } = start(
      async () => [],
      async () => {
        calls += 1;
        if (calls === 2) throw new Error('offline');
        return [softbox];
      },
    );
    await loaded(actor);
    actor.send({ type: 'cart.load' });
    const snapshot = await waitFor(actor, (s) => s.matches('loadFailed'));
    expect(snapshot.context.items).toEqual([softbox]);
    expect(cartView(snapshot).status).toBe('failed');
  });
});

// Every event the cart meets, the answers of its requests included.
const events = [
  { type: 'cart.load' },
  { type: 'cart.clear' },
  { type: 'line.increment', cartKey: 'p1' },
  { type: 'line.decrement', cartKey: 'p2' },
  { type: 'line.set', cartKey: 'p1', value: 'x' },
  { type: 'line.remove', cartKey: 'p1' },
  { type: 'xstate.done.actor.loadCart', output: [softbox, course] },
  { type: 'xstate.error.actor.loadCart', error: new Error('offline') },
  { type: 'xstate.done.actor.changeLine', output: [course] },
  { type: 'xstate.error.actor.changeLine', error: new Error('offline') },
  { type: 'xstate.error.actor.changeLine', error: new Unauthorized() },
  { type: 'xstate.after.typingDelay.cart.typing' },
] as unknown as CartEvent[];

function assertInvariants(snapshot: SnapshotFrom<typeof cartMachine>) {
  if (snapshot.matches('signedOut')) expect(snapshot.context.items).toEqual([]);
  // A failed load reads as failed, never as an empty cart.
  if (snapshot.matches('loadFailed')) expect(cartView(snapshot).status).toBe('failed');
  // A change is held exactly while it is in flight, and typed text only while typing.
  expect(snapshot.context.pending !== null).toBe(snapshot.matches('changing'));
  expect(snapshot.context.draft !== null).toBe(snapshot.matches('typing'));
}

describe('cartMachine, every shortest path', () => {
  const paths = getShortestPaths(cartMachine, { events });

  it('reaches every state', () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    expect([...reached].sort()).toEqual(['"changing"', '"loadFailed"', '"loading"', '"ready"', '"signedOut"', '"typing"']);
  });

  it('keeps its invariants on every step of every path', () => {
    for (const path of paths) {
      for (const step of path.steps) assertInvariants(step.state);
    }
  });

  it('from every state, clearing empties the cart and drops any change in flight', () => {
    for (const path of paths) {
      const [next] = transition(cartMachine, path.state, { type: 'cart.clear' });
      expect(next.value).toBe('signedOut');
      expect(next.context).toEqual({ items: [], pending: null, draft: null });
    }
  });
});
