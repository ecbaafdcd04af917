import { getShortestPaths } from '@xstate/graph';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type EventFromLogic, type SnapshotFrom } from 'xstate';
import { paymentStatusMachine, type PaymentStatusResult } from '../../../src/machines/payment/payment-status.machine.ts';
import { paymentStatusView } from '../../../src/machines/payment/payment-status.view.ts';
import { fakeSession } from '../checkout/session-fake.ts';

const result = (
  transactionStatus: PaymentStatusResult['transactionStatus'],
  secondsLeft = 1800,
  channel: string | null = 'card',
): PaymentStatusResult => ({
  transactionStatus,
  orderId: 'o1',
  amount: 49000,
  reference: 'ref-1',
  channel,
  expiresAt: '2026-11-26T14:30:00.000Z',
  secondsLeft,
});

type Answer = PaymentStatusResult | Error;

function start(
  session: Awaited<ReturnType<typeof fakeSession>>,
  { verify = [] as Answer[], lookups = [] as Answer[], reference = 'ref-1' as string | null, error = null as string | null } = {},
) {
  const calls: string[] = [];
  const log: string[] = [];
  const answer = (queue: Answer[]) => {
    const next = queue.shift() ?? new Error('no answer');
    return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
  };
  const machine = paymentStatusMachine.provide({
    actors: {
      verifyPayment: fromPromise(async ({ input }) => {
        calls.push(`verify ${input}`);
        return answer(verify);
      }),
      lookUpStatus: fromPromise(async ({ input }) => {
        calls.push(`status ${input}`);
        return answer(lookups);
      }),
    },
    actions: { forgetOrder: () => log.push('forget order') },
  });
  const actor = createActor(machine, { input: { session, reference, error } });
  actor.on('*', (event) => log.push(event.type === 'toast' ? `toast ${event.kind}: ${event.message}` : event.type));
  return { actor: actor.start(), calls, log };
}

const stateOf = (actor: ReturnType<typeof start>['actor']) => paymentStatusView(actor.getSnapshot()).state;

describe('paymentStatusMachine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is an error at once without a reference, or with an error parameter', async () => {
    const session = await fakeSession();
    const none = start(session, { reference: null });
    expect(paymentStatusView(none.actor.getSnapshot())).toMatchObject({
      state: 'error',
      message: "We couldn't verify your payment status. Please contact our support team.",
      links: [
        { to: '/contact', label: 'Contact Support' },
        { to: '/orders', label: 'View My Orders' },
        { to: '/shop', label: 'Continue Shopping' },
      ],
    });
    const cancelled = start(session, { error: 'cancelled' });
    expect(stateOf(cancelled.actor)).toBe('error');
    expect([...none.calls, ...cancelled.calls]).toEqual([]);
  });

  it('verifies; success refreshes the cart, forgets the current order and says "Payment successful"', async () => {
    const session = await fakeSession();
    const { actor, calls, log } = start(session, { verify: [result('success')] });
    expect(stateOf(actor)).toBe('loading');
    await vi.advanceTimersByTimeAsync(0);
    expect(paymentStatusView(actor.getSnapshot())).toMatchObject({
      state: 'success',
      heading: 'Thank you for your order',
      details: { amount: '₦49,000', reference: 'ref-1' },
    });
    expect(calls).toEqual(['verify ref-1']);
    expect(log).toEqual(['forget order', 'cart.changed', 'toast success: Payment successful']);
  });

  it('a failed (declined or cancelled) payment offers Try Again on the same order, not a new one from checkout', async () => {
    const session = await fakeSession();
    const { actor } = start(session, { verify: [{ ...result('failed'), orderId: 'ord 7' }] });
    await vi.advanceTimersByTimeAsync(0);
    expect(paymentStatusView(actor.getSnapshot())).toMatchObject({
      state: 'failed',
      message: 'Your payment could not be processed.',
      links: [
        { to: '/payment?order=ord%207', label: 'Try Again' },
        { to: '/contact', label: 'Contact Support' },
        { to: '/orders', label: 'View My Orders' },
      ],
    });
  });

  it('offers Try Again only after a failure: never on success, pending or the error screen', async () => {
    const session = await fakeSession();
    const success = start(session, { verify: [result('success')] });
    const pending = start(session, { verify: [result('pending')], lookups: [result('pending')] });
    const error = start(session, { verify: [new Error('offline')] });
    await vi.advanceTimersByTimeAsync(0);
    for (const { actor } of [success, pending, error]) {
      expect(paymentStatusView(actor.getSnapshot()).links.map((link) => link.label)).not.toContain('Try Again');
    }
  });

  it('a failed lookup, or an unknown status, is the error screen', async () => {
    const session = await fakeSession();
    const failing = start(session, { verify: [new Error('offline')] });
    const refunded = start(session, { verify: [result('refunded')] });
    const lostOnRecheck = start(session, { verify: [result('pending')], lookups: [new Error('offline')] });
    await vi.advanceTimersByTimeAsync(3000);
    expect([stateOf(failing.actor), stateOf(refunded.actor), stateOf(lostOnRecheck.actor)]).toEqual(['error', 'error', 'error']);
    expect([failing.log, refunded.log, lostOnRecheck.log]).toEqual([
      ['toast error: Payment verification failed'],
      [],
      ['toast error: Payment verification failed'],
    ]);
  });

  it('while pending checks again after 3 s, then 4.5 s, and settles on the answer', async () => {
    const session = await fakeSession();
    const { actor, calls } = start(session, { verify: [result('pending')], lookups: [result('pending'), result('success')] });
    await vi.advanceTimersByTimeAsync(0);
    expect(stateOf(actor)).toBe('pending');
    await vi.advanceTimersByTimeAsync(2999);
    expect(calls).toEqual(['verify ref-1']);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual(['verify ref-1', 'status ref-1']);
    expect(stateOf(actor)).toBe('pending');
    await vi.advanceTimersByTimeAsync(4499);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual(['verify ref-1', 'status ref-1', 'status ref-1']);
    expect(stateOf(actor)).toBe('success');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(calls).toHaveLength(3);
  });

  it('backs off up to 30 s between checks, however long the window', async () => {
    const session = await fakeSession();
    const pending = Array.from({ length: 20 }, () => result('pending'));
    const { calls } = start(session, { verify: [result('pending')], lookups: pending });
    // 3 + 4.5 + 6.75 + 10.125 + 15.188 + 22.781 + 30 + 30 s
    await vi.advanceTimersByTimeAsync(3000 + 4500 + 6750 + 10125 + 15188 + 22781 + 30000 + 29999);
    expect(calls).toHaveLength(1 + 7);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(1 + 8);
  });

  it('keeps checking until the payment window closes, the last check as it closes, then offers to check again', async () => {
    const session = await fakeSession();
    const { actor, calls } = start(session, {
      verify: [result('pending', 10), result('success')],
      lookups: [result('pending', 7), result('pending', 2), result('pending', 0)],
    });
    await vi.advanceTimersByTimeAsync(3000 + 4500);
    expect(calls).toHaveLength(3);
    // 2 s left: the next check waits 2 s, not 6.75.
    await vi.advanceTimersByTimeAsync(1999);
    expect(calls).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(4);
    const checksBefore = calls.length;
    expect(paymentStatusView(actor.getSnapshot())).toMatchObject({ state: 'stalled', canRecheck: true });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(checksBefore);
    actor.send({ type: 'status.recheck' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.at(-1)).toBe('verify ref-1');
    expect(stateOf(actor)).toBe('success');
  });

  it('says plainly it waits for a transfer, and until when; any other payment in general words', async () => {
    const session = await fakeSession();
    const transfer = start(session, { verify: [result('pending', 1800, 'bank_transfer')], lookups: [new Promise(() => {}) as never] });
    const card = start(session, { verify: [result('pending', 1800, null)] });
    await vi.advanceTimersByTimeAsync(0);
    expect(paymentStatusView(transfer.actor.getSnapshot())).toMatchObject({
      state: 'pending',
      heading: 'Payment pending',
      message:
        'We are waiting for your bank transfer to arrive. This page keeps checking until 26 November 2026 at 3:30 pm; you can close it and come back from My Orders.',
    });
    expect(paymentStatusView(card.actor.getSnapshot()).message).toBe(
      'We are waiting for the payment provider to confirm your payment. This page keeps checking until 26 November 2026 at 3:30 pm.',
    );
  });

  it('a payment whose window has closed already is not polled: check again is offered', async () => {
    const session = await fakeSession();
    const { actor, calls } = start(session, { verify: [result('pending', 0)] });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toEqual(['verify ref-1']);
    expect(stateOf(actor)).toBe('stalled');
  });

  it('stops polling when the shopper leaves the page', async () => {
    const session = await fakeSession();
    const { actor, calls } = start(session, { verify: [result('pending')], lookups: [result('pending'), result('pending')] });
    await vi.advanceTimersByTimeAsync(3000);
    expect(calls).toHaveLength(2);
    actor.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(2);
  });

  it('waits for the token 0.5 s at a time, then verifies', async () => {
    const session = await fakeSession({ token: null });
    const { actor, calls } = start(session, { verify: [result('success')] });
    expect(stateOf(actor)).toBe('loading');
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toEqual([]);
    session.send({ type: 'session.loggedIn', token: 'late', user: session.getSnapshot().context.user ?? ({} as never) });
    await vi.advanceTimersByTimeAsync(499);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual(['verify ref-1']);
  });

  it('asks for a login when the token never comes (10 s)', async () => {
    const session = await fakeSession({ token: null });
    const { actor, log } = start(session);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(log).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(log).toEqual(['loginRequired']);
    expect(actor.getSnapshot().status).toBe('done');
  });
});

describe('paymentStatusMachine, every shortest path', () => {
  // The answers of both lookups, and the timers firing (a model-based walk has no clock).
  const events = [
    { type: 'status.recheck' },
    ...(['success', 'failed', 'pending', 'refunded'] as const).flatMap((status) => [
      { type: 'xstate.done.actor.verifyPayment', output: result(status) },
      { type: 'xstate.done.actor.lookUpStatus', output: result(status) },
    ]),
    { type: 'xstate.error.actor.verifyPayment', error: new Error('offline') },
    { type: 'xstate.error.actor.lookUpStatus', error: new Error('offline') },
    { type: 'xstate.after.poll.paymentStatus.polling.waiting' },
    { type: 'xstate.done.actor.lookUpStatus', output: result('pending', 0) },
  ] as unknown as EventFromLogic<typeof paymentStatusMachine>[];
  // The count of checks only lengthens the waits: states differ by where they are and what was answered.
  const serializeState = (snapshot: SnapshotFrom<typeof paymentStatusMachine>) =>
    JSON.stringify([snapshot.value, snapshot.context.result, snapshot.context.tokenWaits]);

  it('reaches every screen from a reference, and only the error screen without one', async () => {
    const session = await fakeSession();
    const paths = getShortestPaths(paymentStatusMachine, { events, input: { session, reference: 'ref-1', error: null }, serializeState });
    const screens = new Set(paths.map((path) => paymentStatusView(path.state).state));
    expect([...screens].sort()).toEqual(['error', 'failed', 'loading', 'pending', 'stalled', 'success']);
    for (const path of paths) {
      // The cart refreshes exactly when the payment succeeded.
      if (path.state.matches('success')) expect(path.state.context.result?.transactionStatus).toBe('success');
    }
    const withoutReference = getShortestPaths(paymentStatusMachine, {
      events,
      input: { session, reference: null, error: null },
      serializeState,
    });
    expect(withoutReference.map((path) => path.state.value)).toEqual(['error']);
  });
  it('no screen repeats a toast: the toast texts appear on the page nowhere, in any case', async () => {
    const session = await fakeSession();
    const paths = getShortestPaths(paymentStatusMachine, { events, input: { session, reference: 'ref-1', error: null }, serializeState });
    for (const path of paths) {
      const { heading, message } = paymentStatusView(path.state);
      // Playwright's getByText ignores case and matches within a text: "Payment successful" must not be a heading.
      expect(`${heading} ${message}`.toLowerCase()).not.toMatch(/payment successful|payment verification failed/);
    }
  });
});
