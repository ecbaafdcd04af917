import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type EventFromLogic } from 'xstate';
import type { AppEffect } from '../../../src/machines/app-effects.ts';
import { orderReviewMachine, type ReviewRequest } from '../../../src/machines/reviews/order-review.machine.ts';
import { orderReviewView } from '../../../src/machines/reviews/order-review.view.ts';
import { deliveredOrder, pendingOrder, sessionWithToken } from '../orders/fixtures.ts';

const rejected = (status: number, message: string) => Object.assign(new Error(message), { _tag: 'Rejected', status, message });

function harness({
  order = deliveredOrder,
  loadError = null as unknown,
  publishError = null as unknown,
  token = 'token-1' as string | null,
} = {}) {
  const sent: ReviewRequest[] = [];
  const machine = orderReviewMachine.provide({
    actors: {
      loadOrder: fromPromise(async () => {
        if (loadError) throw loadError;
        return order;
      }),
      publishReview: fromPromise(async ({ input }) => {
        sent.push(input);
        if (publishError) throw publishError;
        return {};
      }),
    },
  });
  const actor = createActor(machine, { input: { session: sessionWithToken(token), orderId: order._id } });
  const effects: AppEffect[] = [];
  actor.on('*', (event) => effects.push(event));
  actor.start();
  return { actor, sent, effects };
}

describe('orderReviewMachine', () => {
  it('a guest is told "Please log in to add a review" and goes to /login', async () => {
    const { actor, effects } = harness({ token: null });
    await waitFor(actor, (s) => s.status === 'done');
    expect(effects).toEqual([{ type: 'toast', kind: 'error', message: 'Please log in to add a review' }, { type: 'loginRequired' }]);
  });

  it('one form per item, rating 5 ("Excellent") by default, comment count of 500', async () => {
    const { actor } = harness();
    await waitFor(actor, (s) => s.matches('ready'));
    const view = orderReviewView(actor.getSnapshot());
    expect(view.state).toBe('ready');
    expect(view.ratings.map((rating) => rating.label)).toEqual(['Poor', 'Fair', 'Good', 'Very Good', 'Excellent']);
    expect(view.forms.map((form) => [form.title, form.rating, form.ratingLabel, form.count, form.submitLabel])).toEqual([
      ['Reflector', 5, 'Excellent', '0/500', 'Publish Review'],
      ['Wedding Guide', 5, 'Excellent', '0/500', 'Publish Review'],
    ]);
  });

  it('an order not delivered is not eligible', async () => {
    const { actor } = harness({ order: pendingOrder });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(orderReviewView(actor.getSnapshot())).toMatchObject({
      state: 'notEligible',
      message: 'This order is not eligible for reviews yet.',
      forms: [],
    });
  });

  it('an order whose every item is reviewed is not eligible; a reviewed item shows as published', async () => {
    const review = {
      _id: 'r1',
      rating: 4,
      comment: 'Good',
      date: '2025-03-19T00:00:00.000Z',
      verifiedPurchase: true,
      userId: { name: 'Ada' },
    };
    const all = harness({
      order: { ...deliveredOrder, items: deliveredOrder.items.map((item) => ({ ...item, reviews: [review] })) } as typeof deliveredOrder,
    });
    await waitFor(all.actor, (s) => s.matches('ready'));
    expect(orderReviewView(all.actor.getSnapshot()).state).toBe('notEligible');
    const one = harness({
      order: {
        ...deliveredOrder,
        items: deliveredOrder.items.map((item, index) => (index === 0 ? { ...item, reviews: [review] } : item)),
      } as typeof deliveredOrder,
    });
    await waitFor(one.actor, (s) => s.matches('ready'));
    expect(orderReviewView(one.actor.getSnapshot()).forms.map((form) => form.published)).toEqual([true, false]);
  });

  it('a load failure: "Order not found" for a 404, else "Failed to load order details"', async () => {
    const missing = harness({ loadError: { _tag: 'NotFound', message: 'Order not found' } });
    await waitFor(missing.actor, (s) => s.matches('failed'));
    expect(orderReviewView(missing.actor.getSnapshot())).toMatchObject({ state: 'failed', message: 'Order not found' });
    const offline = harness({ loadError: new Error('offline') });
    await waitFor(offline.actor, (s) => s.matches('failed'));
    expect(orderReviewView(offline.actor.getSnapshot()).message).toBe('Failed to load order details');
  });

  it('an empty comment says "Please write a comment"; the comment stops at 500; a review is sent trimmed and closes its form', async () => {
    const { actor, sent, effects } = harness();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'review.submit', productId: 'p1' });
    expect(effects).toEqual([{ type: 'toast', kind: 'error', message: 'Please write a comment' }]);
    actor.send({ type: 'review.comment', productId: 'p1', text: 'x'.repeat(501) });
    expect(orderReviewView(actor.getSnapshot()).forms[0]?.count).toBe('500/500');
    actor.send({ type: 'review.rating', productId: 'p1', rating: 2 });
    actor.send({ type: 'review.comment', productId: 'p1', text: '  Sturdy and bright  ' });
    expect(orderReviewView(actor.getSnapshot()).forms[0]?.ratingLabel).toBe('Fair');
    actor.send({ type: 'review.submit', productId: 'p1' });
    expect(orderReviewView(actor.getSnapshot()).forms.map((form) => [form.submitLabel, form.disabled])).toEqual([
      ['Publishing...', true],
      ['Publish Review', true],
    ]);
    await waitFor(actor, (s) => s.matches({ ready: 'editing' }));
    expect(sent).toEqual([{ productId: 'p1', orderId: 'o1', rating: 2, comment: 'Sturdy and bright' }]);
    expect(effects[1]).toEqual({ type: 'toast', kind: 'success', message: 'Review published! Thank you for your feedback.' });
    expect(orderReviewView(actor.getSnapshot()).forms[0]?.published).toBe(true);
    // A published form takes no more changes.
    actor.send({ type: 'review.comment', productId: 'p1', text: 'again' });
    actor.send({ type: 'review.submit', productId: 'p1' });
    expect(sent).toHaveLength(1);
  });

  it('refusals: 400 "You have already reviewed this product" (form closes); else the server message as written, else the fallback', async () => {
    for (const [error, message, published] of [
      [rejected(400, 'You have already reviewed this product'), 'You have already reviewed this product', true],
      [rejected(400, ''), 'You have already reviewed this product', true],
      // Any other refusal keeps the form open and says what the server said.
      [rejected(400, 'Please write a comment'), 'Please write a comment', false],
      [rejected(422, 'Comment must be at most 500 characters'), 'Comment must be at most 500 characters', false],
      [rejected(422, 'This order is not eligible for reviews yet.'), 'This order is not eligible for reviews yet.', false],
      [new Error('offline'), 'Failed to publish review. Please try again later.', false],
    ] as const) {
      const { actor, effects } = harness({ publishError: error });
      await waitFor(actor, (s) => s.matches('ready'));
      actor.send({ type: 'review.comment', productId: 'p2', text: 'Useful guide' });
      actor.send({ type: 'review.submit', productId: 'p2' });
      await waitFor(actor, () => effects.length === 1);
      expect(effects).toEqual([{ type: 'toast', kind: 'error', message }]);
      expect(orderReviewView(actor.getSnapshot()).forms[1]?.published).toBe(published);
    }
  });
});

type ReviewEvent = EventFromLogic<typeof orderReviewMachine>;

describe('orderReviewMachine, every shortest path', () => {
  const events = [
    { type: 'review.rating', productId: 'p1', rating: 3 },
    { type: 'review.comment', productId: 'p1', text: 'Nice' },
    { type: 'review.comment', productId: 'p1', text: '' },
    { type: 'review.submit', productId: 'p1' },
    { type: 'xstate.done.actor.loadOrder', output: deliveredOrder },
    { type: 'xstate.error.actor.loadOrder', error: new Error('offline') },
    { type: 'xstate.done.actor.publishReview', output: {} },
    { type: 'xstate.error.actor.publishReview', error: rejected(400, 'You have already reviewed this product') },
    { type: 'xstate.error.actor.publishReview', error: new Error('offline') },
  ] as unknown as ReviewEvent[];
  const paths = getShortestPaths(orderReviewMachine, {
    events,
    input: { session: sessionWithToken('token-1'), orderId: 'o1' },
    serializeState: (s) => JSON.stringify([s.value, s.context.drafts, s.context.sendingId]),
  });

  it('reaches loading, failed, editing, sending and a published draft', () => {
    const values = paths.map((path) => JSON.stringify(path.state.value));
    expect(values).toEqual(expect.arrayContaining(['"loading"', '"failed"', '{"ready":"editing"}', '{"ready":"sending"}']));
    expect(paths.some((path) => path.state.context.drafts.p1?.published === true)).toBe(true);
  });

  it('only sends a review with a comment, and never for a published item', () => {
    for (const path of paths) {
      const states = [...path.steps.map((step) => step.state), path.state];
      states.forEach((state, index) => {
        const before = states[index - 1];
        if (state.matches({ ready: 'sending' }) && before?.matches({ ready: 'editing' })) {
          const draft = before.context.drafts.p1;
          expect(draft?.comment).toBe('Nice');
          expect(draft?.published).toBe(false);
        }
      });
    }
  });
});
