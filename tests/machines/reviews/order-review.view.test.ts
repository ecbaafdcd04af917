import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Order } from '../../../src/machines/reviews/order-review.machine.ts';
import { orderReviewMachine } from '../../../src/machines/reviews/order-review.machine.ts';
import { orderReviewView } from '../../../src/machines/reviews/order-review.view.ts';
import { deliveredOrder, sessionWithToken } from '../orders/fixtures.ts';
import { RATING_OPTIONS } from './rating-options.ts';

const ratings = RATING_OPTIONS;

function start(loadOrder: () => Promise<Order>) {
  const machine = orderReviewMachine.provide({ actors: { loadOrder: fromPromise<Order, { orderId: string }>(loadOrder) } });
  const actor = createActor(machine, { input: { session: sessionWithToken('token-1'), orderId: deliveredOrder._id } });
  actor.start();
  return actor;
}

describe('orderReviewView', () => {
  it('while the order loads: state loading, empty message and order number, numbered ratings, no forms', () => {
    const actor = start(() => new Promise<Order>(() => undefined));
    expect(orderReviewView(actor.getSnapshot())).toEqual({
      state: 'loading',
      message: '',
      orderNumber: '',
      ratings,
      maxLength: 500,
      forms: [],
    });
  });

  it('when the order is ready: the order number and ratings valued 1 to 5', async () => {
    const actor = start(async () => deliveredOrder);
    await waitFor(actor, (s) => s.matches('ready'));
    const view = orderReviewView(actor.getSnapshot());
    expect(view.orderNumber).toBe(deliveredOrder.orderNumber);
    expect(view.ratings).toEqual(ratings);
    expect(view.message).toBe('');
  });

  it('when the order cannot load: state failed with the load error, no forms', async () => {
    const actor = start(() => Promise.reject(new Error('offline')));
    await waitFor(actor, (s) => s.matches('failed'));
    const { loadError } = actor.getSnapshot().context;
    expect(loadError).not.toBe('');
    expect(orderReviewView(actor.getSnapshot())).toEqual({
      state: 'failed',
      message: loadError,
      orderNumber: '',
      ratings,
      maxLength: 500,
      forms: [],
    });
  });
});
