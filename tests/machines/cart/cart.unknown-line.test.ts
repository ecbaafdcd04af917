import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { cartMachine, type CartItem, type LineChange } from '../../../src/machines/cart/cart.machine.ts';
import { course, softbox } from './fixtures.ts';

describe('cartMachine on a line it does not hold', () => {
  it('minus, plus and remove on a line the cart does not hold send nothing and keep the cart working', async () => {
    const sent: LineChange[] = [];
    const machine = cartMachine.provide({
      actors: {
        loadCart: fromPromise<readonly CartItem[]>(async () => [softbox, course]),
        changeLine: fromPromise<readonly CartItem[], LineChange>(async ({ input }) => (sent.push(input), [softbox, course])),
      },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'cart.load' });
    await waitFor(actor, (s) => s.matches('ready'));
    for (const type of ['line.remove', 'line.increment', 'line.decrement'] as const) actor.send({ type, cartKey: 'gone' });
    expect(actor.getSnapshot()).toMatchObject({ status: 'active', value: 'ready' });
    expect(sent).toEqual([]);
    actor.send({ type: 'line.remove', cartKey: 'p2' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(sent).toEqual([{ cartKey: 'p2', kind: 'remove' }]);
  });
});
