import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { AppEffect } from '../../../src/machines/app-effects.ts';
import { orderReviewMachine, type Order, type ReviewRequest } from '../../../src/machines/reviews/order-review.machine.ts';
import { orderReviewView } from '../../../src/machines/reviews/order-review.view.ts';
import { deliveredOrder, sessionWithToken } from '../orders/fixtures.ts';
import { RATING_OPTIONS } from './rating-options.ts';

const ratings = RATING_OPTIONS;

function harness(token: string | null = 'token-1', loadOrder: () => Promise<Order> = async () => deliveredOrder) {
  const loads: { orderId: string }[] = [];
  const sent: ReviewRequest[] = [];
  const machine = orderReviewMachine.provide({
    actors: {
      loadOrder: fromPromise<Order, { orderId: string }>(({ input }) => {
        loads.push(input);
        return loadOrder();
      }),
      publishReview: fromPromise<unknown, ReviewRequest>(async ({ input }) => {
        sent.push(input);
        return {};
      }),
    },
  });
  const actor = createActor(machine, { input: { session: sessionWithToken(token), orderId: 'o1' } });
  const effects: AppEffect[] = [];
  actor.on('*', (event) => effects.push(event));
  actor.start();
  return { actor, loads, sent, effects, view: () => orderReviewView(actor.getSnapshot()) };
}

describe('orderReviewMachine, its forms', () => {
  it('starts with no order, no drafts, nothing sending and no load error, and asks for the order by its id', () => {
    const { actor, loads } = harness('token-1', () => new Promise<Order>(() => undefined));
    const { order, drafts, sendingId, loadError, orderId } = actor.getSnapshot().context;
    expect({ order, drafts, sendingId, loadError, orderId }).toEqual({
      order: null,
      drafts: {},
      sendingId: null,
      loadError: '',
      orderId: 'o1',
    });
    expect(loads).toEqual([{ orderId: 'o1' }]);
  });

  it('a guest, while leaving and once left, sees the leaving view with no order and no forms', async () => {
    const { actor, view } = harness(null);
    expect(actor.getSnapshot().value).toBe('leaving');
    expect(view()).toEqual({ state: 'leaving', message: '', orderNumber: '', ratings, maxLength: 500, forms: [] });
    await waitFor(actor, (s) => s.status === 'done');
    expect(view()).toEqual({ state: 'leaving', message: '', orderNumber: '', ratings, maxLength: 500, forms: [] });
  });

  it('the ready view: one open, enabled form per item, exactly', async () => {
    const { actor, view } = harness();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(view()).toEqual({
      state: 'ready',
      message: '',
      orderNumber: 'ORD-20250314-0001',
      ratings,
      maxLength: 500,
      forms: [
        {
          productId: 'p1',
          title: 'Reflector',
          image: '/r.jpg',
          rating: 5,
          ratingLabel: 'Excellent',
          comment: '',
          count: '0/500',
          published: false,
          sending: false,
          disabled: false,
          submitLabel: 'Publish Review',
        },
        {
          productId: 'p2',
          title: 'Wedding Guide',
          image: null,
          rating: 5,
          ratingLabel: 'Excellent',
          comment: '',
          count: '0/500',
          published: false,
          sending: false,
          disabled: false,
          submitLabel: 'Publish Review',
        },
      ],
    });
  });

  it('a rating outside 1-5 has no label', async () => {
    const { actor, view } = harness();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'review.rating', productId: 'p1', rating: 6 });
    expect(view().forms[0]).toMatchObject({ rating: 6, ratingLabel: '' });
  });

  it('a published form keeps its rating and comment: later changes are ignored; the other form stays open', async () => {
    const { actor, view, sent } = harness();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'review.rating', productId: 'p1', rating: 3 });
    actor.send({ type: 'review.comment', productId: 'p1', text: 'Sturdy' });
    actor.send({ type: 'review.submit', productId: 'p1' });
    await waitFor(actor, (s) => s.matches({ ready: 'editing' }));
    expect(sent).toEqual([{ productId: 'p1', orderId: 'o1', rating: 3, comment: 'Sturdy' }]);
    actor.send({ type: 'review.rating', productId: 'p1', rating: 1 });
    actor.send({ type: 'review.comment', productId: 'p1', text: 'again' });
    expect(view().forms.map(({ rating, comment, published, disabled }) => ({ rating, comment, published, disabled }))).toEqual([
      { rating: 3, comment: 'Sturdy', published: true, disabled: false },
      { rating: 5, comment: '', published: false, disabled: false },
    ]);
  });

  it('events for a product not in the order change nothing and send nothing', async () => {
    const { actor, sent, effects } = harness();
    await waitFor(actor, (s) => s.matches('ready'));
    const before = actor.getSnapshot().context.drafts;
    actor.send({ type: 'review.rating', productId: 'p9', rating: 2 });
    actor.send({ type: 'review.comment', productId: 'p9', text: 'Not mine' });
    actor.send({ type: 'review.submit', productId: 'p9' });
    const snapshot = actor.getSnapshot();
    expect({
      status: snapshot.status,
      value: snapshot.value,
      drafts: snapshot.context.drafts,
      sendingId: snapshot.context.sendingId,
    }).toEqual({
      status: 'active',
      value: { ready: 'editing' },
      drafts: before,
      sendingId: null,
    });
    expect(sent).toEqual([]);
    expect(effects).toEqual([]);
  });
});

// The view from fixed snapshots: the state and context are set, not reached by events.
function fixed(
  value: { ready: 'editing' },
  order: Order | null,
  drafts: Record<string, { rating: number; comment: string; published: boolean }>,
) {
  return orderReviewView(
    orderReviewMachine.resolveState({ value, context: { session: null, orderId: 'o1', order, drafts, sendingId: null, loadError: '' } }),
  );
}

describe('orderReviewView, fixed snapshots', () => {
  it('an item without a draft shows an open form rated 5 with an empty comment', () => {
    expect(
      fixed({ ready: 'editing' }, deliveredOrder, {}).forms.map(({ rating, ratingLabel, comment, count, published }) => ({
        rating,
        ratingLabel,
        comment,
        count,
        published,
      })),
    ).toEqual([
      { rating: 5, ratingLabel: 'Excellent', comment: '', count: '0/500', published: false },
      { rating: 5, ratingLabel: 'Excellent', comment: '', count: '0/500', published: false },
    ]);
  });
});
