import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { AppEffect } from '../../../src/machines/app-effects.ts';
import {
  CHOOSE_NEXT_STATUS,
  CHOOSE_PAID_WITH,
  COLLECT_FAILED,
  LOAD_STUDIO_ORDER_FAILED,
  MOVE_FAILED,
  REFUND_FAILED,
  studioOrderMachine,
} from '../../../src/machines/studio/studio-order.machine.ts';
import { studioOrderView } from '../../../src/machines/studio/studio-order.view.ts';
import { EMPTY_REFUND_FORM, refundFormProblem } from '../../../src/machines/studio/studio-refund.context.ts';
import type { StudioOrderDetail } from '../../../src/machines/studio/studio-types.ts';
import { neverSettles } from '../support/replay.ts';
import { detail, rejectedByServer, sessionWithToken } from './fixtures.ts';
import {
  REFUND_AMOUNT_NOT_WHOLE,
  REFUND_NO_LINES,
  REFUND_REASON_REQUIRED,
  REFUND_UNITS_NOT_WHOLE,
  refundLineTooMany,
  refundTooMuch,
} from '../../../src/domain/refunds.ts';

/** An order to be paid at the studio, waiting for its shopper. */
const toCollect: StudioOrderDetail = {
  ...detail,
  order: {
    ...detail.order,
    paymentMethod: 'pay_at_pickup',
    sandboxPayment: false,
    paymentStatus: 'pending',
    paymentReference: null,
    shippingMethod: 'pickup',
    pickupHoldUntil: '2026-11-29T09:30:00.000Z',
  },
  nextStatuses: ['processing', 'cancelled'],
};

/** The fixture's order as the page shows it. */
const detailShown = {
  placed: '26 November 2026 at 10:30 am',
  status: 'Confirmed',
  payment: 'Paid (sandbox, no money taken)',
  paymentMethod: 'Online (Paystack)',
  pickupNote: '',
  paymentReference: 'ORD-1',
  customerName: 'Amaka Obi',
  customerEmail: 'amaka@example.ng',
  address: ['Amaka Obi', '12 Ring Road', 'Ibadan, Oyo 200001', '+234 803 123 4567'],
  shippingMethod: 'Standard',
  notes: 'Ring twice',
  lines: [
    { title: 'Camera Lens Coffee Mug', options: 'Color: Black', quantity: 2, unitPrice: '₦10,000', total: '₦20,000', kind: 'Physical' },
  ],
  subtotal: '₦20,000',
  shipping: '₦5,000',
  tax: '₦0',
  total: '₦25,000',
  history: [
    { status: 'Pending', when: '26 November 2026 at 10:30 am', note: '' },
    { status: 'Confirmed', when: '26 November 2026 at 10:31 am', note: 'Paid' },
  ],
};

const refundKinds = [
  { value: 'lines', label: 'Some items' },
  { value: 'amount', label: 'An amount' },
  { value: 'full', label: 'Everything left' },
];

function harness(
  options: {
    loadFails?: unknown;
    moveFails?: unknown;
    collectFails?: unknown;
    refundFails?: unknown;
    token?: string | null;
    order?: StudioOrderDetail;
  } = {},
) {
  const loads: string[] = [];
  const moves: { orderNumber: string; status: string; note: string }[] = [];
  const collects: { orderNumber: string; paidWith: string }[] = [];
  const refunds: unknown[] = [];
  const machine = studioOrderMachine.provide({
    actors: {
      loadOrder: fromPromise(async ({ input }) => {
        loads.push(input.orderNumber);
        if (options.loadFails) throw options.loadFails;
        return options.order ?? detail;
      }),
      collectOrder: fromPromise(async ({ input }) => {
        collects.push(input);
        if (options.collectFails) throw options.collectFails;
        return `Order ${input.orderNumber} is paid and collected`;
      }),
      refundOrder: fromPromise(async ({ input }) => {
        refunds.push(input);
        if (options.refundFails) throw options.refundFails;
        return `Refunded ₦10,000 of order ${input.orderNumber}`;
      }),
      moveOrder: fromPromise(async ({ input }) => {
        moves.push(input);
        if (options.moveFails) throw options.moveFails;
        return `Order ${input.orderNumber} is now ${input.status}`;
      }),
    },
  });
  const token = options.token === undefined ? 't1' : options.token;
  const actor = createActor(machine, { input: { session: sessionWithToken(token), orderNumber: 'OJ-2026-000001' } });
  const effects: AppEffect[] = [];
  actor.on('*', (event) => effects.push(event as AppEffect));
  actor.start();
  return { actor, loads, moves, collects, refunds, effects };
}

describe('one order in the studio', () => {
  it('sends a guest to log in', async () => {
    const { actor, effects, loads } = harness({ token: null });
    await waitFor(actor, (s) => s.status === 'done');
    expect(effects).toEqual([{ type: 'loginRequired' }]);
    expect(loads).toEqual([]);
  });

  it('shows the order as the view model says, read by its number', async () => {
    const { actor, loads } = harness();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(loads).toEqual(['OJ-2026-000001']);
    expect(studioOrderView(actor.getSnapshot())).toEqual({
      orderNumber: 'OJ-2026-000001',
      loading: false,
      problem: '',
      canRetry: false,
      order: detailShown,
      moveOptions: [
        { value: 'processing', label: 'Processing' },
        { value: 'shipped', label: 'Shipped' },
        { value: 'cancelled', label: 'Cancelled' },
      ],
      moveTo: '',
      note: '',
      moveError: '',
      moving: false,
      busy: false,
      // Paid online: nothing to collect payment for.
      collect: null,
      refunds: {
        paid: '₦25,000',
        refunded: '₦0',
        left: '₦25,000',
        entries: [],
        refusal: '',
        kinds: refundKinds,
        kind: 'lines',
        lines: [{ line: 0, label: 'Camera Lens Coffee Mug (₦10,000 each, up to 2)', max: 2, value: '' }],
        amount: '',
        reason: '',
        error: '',
        refunding: false,
      },
      packingSlipHref: '/studio/orders/OJ-2026-000001/packing-slip',
      backHref: '/studio/orders',
    });
  });

  it('while the order is first read: nothing shown, nothing typed, its forms waiting', () => {
    const loads: string[] = [];
    const machine = studioOrderMachine.provide({
      actors: {
        loadOrder: fromPromise(({ input }) => {
          loads.push(input.orderNumber);
          return neverSettles<StudioOrderDetail>();
        }),
      },
    });
    const session = sessionWithToken('t1');
    const actor = createActor(machine, { input: { session, orderNumber: 'OJ 2026/7' } }).start();
    expect(loads).toEqual(['OJ 2026/7']);
    expect(actor.getSnapshot().context).toEqual({
      session,
      orderNumber: 'OJ 2026/7',
      detail: null,
      loadError: '',
      moveTo: '',
      note: '',
      moveError: '',
      paidWith: '',
      collectError: '',
      refund: { kind: 'lines', quantities: {}, amount: '', reason: '' },
      refundError: '',
    });
    expect(studioOrderView(actor.getSnapshot())).toEqual({
      orderNumber: 'OJ 2026/7',
      loading: true,
      problem: '',
      canRetry: false,
      order: null,
      moveOptions: [],
      moveTo: '',
      note: '',
      moveError: '',
      moving: false,
      busy: true,
      collect: null,
      refunds: null,
      packingSlipHref: '/studio/orders/OJ%202026%2F7/packing-slip',
      backHref: '/studio/orders',
    });
  });

  it('shows an order of digital and pre-ordered items: no address, no reference yet, no notes, every choice named', async () => {
    const items = detail.order.items.flatMap((mug): StudioOrderDetail['order']['items'] => [
      { ...mug, title: 'Studio Presets', price: 3000, quantity: 1, isDigital: true, selectedAttributes: {} },
      { ...mug, title: 'Photo Book', price: 15000, quantity: 1, isPreorder: true, selectedAttributes: { size: 'A4', cover: 'Linen' } },
    ]);
    const { actor } = harness({
      order: {
        ...detail,
        order: {
          ...detail.order,
          sandboxPayment: false,
          paymentReference: null,
          shippingAddress: null,
          shippingMethod: null,
          notes: undefined,
          items,
        },
      },
    });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(studioOrderView(actor.getSnapshot()).order).toEqual({
      ...detailShown,
      payment: 'Paid',
      paymentReference: 'None yet',
      address: [],
      shippingMethod: 'Digital download (no delivery)',
      notes: '',
      lines: [
        { title: 'Studio Presets', options: '', quantity: 1, unitPrice: '₦3,000', total: '₦3,000', kind: 'Digital' },
        { title: 'Photo Book', options: 'Size: A4, Cover: Linen', quantity: 1, unitPrice: '₦15,000', total: '₦15,000', kind: 'Pre-order' },
      ],
    });
  });

  it('shows an address with an email and no postcode, and the notes without the spaces around them', async () => {
    const address = detail.order.shippingAddress && { ...detail.order.shippingAddress, zipCode: '', email: 'amaka@example.ng' };
    const { actor } = harness({ order: { ...detail, order: { ...detail.order, shippingAddress: address, notes: '  Ring twice\n' } } });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(studioOrderView(actor.getSnapshot()).order).toEqual({
      ...detailShown,
      address: ['Amaka Obi', '12 Ring Road', 'Ibadan, Oyo', '+234 803 123 4567', 'amaka@example.ng'],
    });
  });

  it('offers an order to be paid at the studio as paid and collected, asking how it was paid first', async () => {
    const { actor, collects, loads, effects } = harness({ order: toCollect });
    await waitFor(actor, (s) => s.matches('ready'));
    const view = studioOrderView(actor.getSnapshot());
    expect(view.order).toMatchObject({
      payment: 'Pending',
      paymentMethod: 'At the studio (cash, card or POS)',
      pickupNote:
        'Confirmed, to be paid at the studio (cash, card or POS) when you collect it. We hold it for you until 29 November 2026 at 10:30 am.',
    });
    expect(view.collect).toEqual({
      options: [
        { value: 'cash', label: 'Cash' },
        { value: 'card', label: 'Card' },
        { value: 'pos', label: 'POS' },
      ],
      paidWith: '',
      error: '',
      collecting: false,
    });
    actor.send({ type: 'collect.submit' });
    expect(studioOrderView(actor.getSnapshot()).collect?.error).toBe(CHOOSE_PAID_WITH);
    actor.send({ type: 'collect.paidWith', paidWith: 'pos' });
    expect(studioOrderView(actor.getSnapshot()).collect).toMatchObject({ paidWith: 'pos', error: '' });
    actor.send({ type: 'collect.submit' });
    expect(studioOrderView(actor.getSnapshot()).collect?.collecting).toBe(true);
    await waitFor(actor, (s) => s.matches('ready') && loads.length === 2);
    expect(collects).toEqual([{ orderNumber: 'OJ-2026-000001', paidWith: 'pos' }]);
    expect(effects).toContainEqual({ type: 'toast', kind: 'success', message: 'Order OJ-2026-000001 is paid and collected' });
    expect(studioOrderView(actor.getSnapshot()).collect?.paidWith).toBe('');
  });

  it('says why marking it collected failed, and keeps the choice', async () => {
    const { actor, effects } = harness({ order: toCollect, collectFails: new TypeError('offline') });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'collect.paidWith', paidWith: 'cash' });
    actor.send({ type: 'collect.submit' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && effects.length > 0);
    expect(effects).toEqual([{ type: 'toast', kind: 'error', message: COLLECT_FAILED }]);
    expect(studioOrderView(actor.getSnapshot()).collect?.paidWith).toBe('cash');
  });

  it('does not collect an order that is not waiting to be paid at the studio: it reads the order again', async () => {
    const { actor, collects, loads } = harness();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'collect.paidWith', paidWith: 'cash' });
    actor.send({ type: 'collect.submit' });
    await waitFor(actor, (s) => s.matches('ready') && loads.length === 2);
    expect(collects).toEqual([]);
  });

  it('asks for a status before moving', async () => {
    const { actor, moves } = harness();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'move.submit' });
    expect(studioOrderView(actor.getSnapshot()).moveError).toBe(CHOOSE_NEXT_STATUS);
    actor.send({ type: 'move.status', status: 'shipped' });
    expect(studioOrderView(actor.getSnapshot()).moveError).toBe('');
    expect(moves).toEqual([]);
  });

  it('moves with the note, says the server’s words and reads the order again', async () => {
    const { actor, moves, loads, effects } = harness();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'move.status', status: 'shipped' });
    actor.send({ type: 'move.note', text: 'GIG-55120' });
    actor.send({ type: 'move.submit' });
    expect(studioOrderView(actor.getSnapshot()).moving).toBe(true);
    await waitFor(actor, (s) => s.matches('ready') && loads.length === 2);
    expect(moves).toEqual([{ orderNumber: 'OJ-2026-000001', status: 'shipped', note: 'GIG-55120' }]);
    expect(effects).toContainEqual({ type: 'toast', kind: 'success', message: 'Order OJ-2026-000001 is now shipped' });
    expect(studioOrderView(actor.getSnapshot())).toMatchObject({ moveTo: '', note: '' });
  });

  it('keeps a status chosen and a reason typed while the order is read again after a move; its buttons wait meanwhile', async () => {
    let reread: (order: StudioOrderDetail) => void = () => {};
    let loads = 0;
    const machine = studioOrderMachine.provide({
      actors: {
        loadOrder: fromPromise(() => {
          loads += 1;
          return loads === 1 ? Promise.resolve(detail) : new Promise<StudioOrderDetail>((resolve) => (reread = resolve));
        }),
        moveOrder: fromPromise(async ({ input }) => `Order ${input.orderNumber} is now ${input.status}`),
      },
    });
    const actor = createActor(machine, { input: { session: sessionWithToken('t1'), orderNumber: 'OJ-2026-000001' } }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(studioOrderView(actor.getSnapshot()).busy).toBe(false);
    actor.send({ type: 'move.status', status: 'shipped' });
    actor.send({ type: 'move.submit' });
    expect(studioOrderView(actor.getSnapshot()).busy).toBe(true);
    await waitFor(actor, () => loads === 2);
    expect(studioOrderView(actor.getSnapshot())).toMatchObject({ busy: true, moving: false, moveTo: '' });
    actor.send({ type: 'move.status', status: 'delivered' });
    actor.send({ type: 'move.note', text: 'Left with the gate' });
    actor.send({ type: 'refund.reason', text: 'Scratched lens' });
    reread(detail);
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    const view = studioOrderView(actor.getSnapshot());
    expect([view.busy, view.moveTo, view.note, view.refunds?.reason]).toEqual([false, 'delivered', 'Left with the gate', 'Scratched lens']);
  });

  it('does not send a move the rules refuse from the order’s status: it reads the order again', async () => {
    const { actor, moves, loads } = harness();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'move.status', status: 'delivered' });
    actor.send({ type: 'move.submit' });
    await waitFor(actor, (s) => s.matches('ready') && loads.length === 2);
    expect(moves).toEqual([]);
  });

  it('keeps the form and says the refusal when the move fails', async () => {
    const { actor, effects } = harness({ moveFails: rejectedByServer('An order that is shipped cannot be moved to processing') });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'move.status', status: 'processing' });
    actor.send({ type: 'move.submit' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && effects.length > 0);
    expect(effects).toEqual([{ type: 'toast', kind: 'error', message: 'An order that is shipped cannot be moved to processing' }]);
    expect(studioOrderView(actor.getSnapshot()).moveTo).toBe('processing');
    const offline = harness({ moveFails: new TypeError('offline') });
    await waitFor(offline.actor, (s) => s.matches('ready'));
    offline.actor.send({ type: 'move.status', status: 'processing' });
    offline.actor.send({ type: 'move.submit' });
    await waitFor(offline.actor, (s) => s.matches({ ready: 'idle' }) && offline.effects.length > 0);
    expect(offline.effects).toEqual([{ type: 'toast', kind: 'error', message: MOVE_FAILED }]);
  });

  it('says why the order could not be read, and tries again', async () => {
    const missing = harness({ loadFails: Object.assign(new Error('Order not found'), { _tag: 'NotFound', message: 'Order not found' }) });
    await waitFor(missing.actor, (s) => s.matches('failed'));
    expect(studioOrderView(missing.actor.getSnapshot())).toMatchObject({ problem: 'Order not found', canRetry: true, order: null });
    missing.actor.send({ type: 'detail.retry' });
    await waitFor(missing.actor, (s) => s.matches('failed') && missing.loads.length === 2);
    const offline = harness({ loadFails: new TypeError('offline') });
    await waitFor(offline.actor, (s) => s.matches('failed'));
    expect(studioOrderView(offline.actor.getSnapshot()).problem).toBe(LOAD_STUDIO_ORDER_FAILED);
  });
});

describe('refunding an order in the studio', () => {
  it('shows what was paid and refunded, and offers the lines that can still be refunded', async () => {
    const { actor } = harness({
      order: {
        ...detail,
        refunds: {
          ...detail.refunds,
          refunded: 10000,
          refundable: 15000,
          lines: [{ line: 0, refundable: 1 }],
          entries: [
            {
              _id: 'r1',
              date: '2026-11-26T10:00:00.000Z',
              amount: 10000,
              reason: 'Chipped',
              lines: [{ line: 0, quantity: 1 }],
              status: 'due',
              by: null,
            },
          ],
        },
      },
    });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(studioOrderView(actor.getSnapshot()).refunds).toEqual({
      paid: '₦25,000',
      refunded: '₦10,000',
      left: '₦15,000',
      entries: [
        {
          key: 'r1',
          when: '26 November 2026 at 11:00 am',
          amount: '₦10,000',
          reason: 'Chipped',
          by: 'Operator key',
          status: 'Due: the payment provider did not answer yet; retried every minute',
        },
      ],
      refusal: '',
      kinds: refundKinds,
      kind: 'lines',
      lines: [{ line: 0, label: 'Camera Lens Coffee Mug (₦10,000 each, up to 1)', max: 1, value: '' }],
      amount: '',
      reason: '',
      error: '',
      refunding: false,
    });
  });

  it('checks the form by the refund rules before sending: a reason, whole units, no more than is left', async () => {
    const { actor, refunds } = harness();
    await waitFor(actor, (s) => s.matches('ready'));
    const error = () => studioOrderView(actor.getSnapshot()).refunds?.error;
    actor.send({ type: 'refund.quantity', line: 0, text: '1' });
    actor.send({ type: 'refund.submit' });
    expect(error()).toBe(REFUND_REASON_REQUIRED);
    actor.send({ type: 'refund.reason', text: 'Chipped' });
    expect(error()).toBe('');
    actor.send({ type: 'refund.quantity', line: 0, text: '1.5' });
    actor.send({ type: 'refund.submit' });
    expect(error()).toBe(REFUND_UNITS_NOT_WHOLE);
    actor.send({ type: 'refund.quantity', line: 0, text: '3' });
    actor.send({ type: 'refund.submit' });
    expect(error()).toBe(refundLineTooMany('Camera Lens Coffee Mug', 2));
    actor.send({ type: 'refund.kind', kind: 'amount' });
    actor.send({ type: 'refund.amount', text: '25001' });
    actor.send({ type: 'refund.submit' });
    expect(error()).toBe(refundTooMuch(25000));
    expect(refunds).toEqual([]);
  });

  it('counts a line the server gave no refundable units for as refunded in full', () => {
    const form = { ...EMPTY_REFUND_FORM, quantities: { 0: '1' }, reason: 'Chipped' };
    expect(refundFormProblem(form, detail)).toBeNull();
    expect(refundFormProblem(form, { ...detail, refunds: { ...detail.refunds, lines: [] } })).toBe(
      refundLineTooMany('Camera Lens Coffee Mug', 0),
    );
  });

  it('sends the units and the trimmed reason, says the server’s words, clears the form and reads the order again', async () => {
    const { actor, refunds, loads, effects } = harness();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'refund.quantity', line: 0, text: ' 1 ' });
    actor.send({ type: 'refund.reason', text: ' Chipped ' });
    actor.send({ type: 'refund.submit' });
    expect(studioOrderView(actor.getSnapshot()).refunds?.refunding).toBe(true);
    await waitFor(actor, (s) => s.matches('ready') && loads.length === 2);
    expect(refunds).toEqual([
      { orderNumber: 'OJ-2026-000001', request: { kind: 'lines', lines: [{ line: 0, quantity: 1 }] }, reason: 'Chipped' },
    ]);
    expect(effects).toContainEqual({ type: 'toast', kind: 'success', message: 'Refunded ₦10,000 of order OJ-2026-000001' });
    expect(studioOrderView(actor.getSnapshot()).refunds).toMatchObject({ kind: 'lines', reason: '', amount: '' });
  });

  it('sends an amount or everything left', async () => {
    const { actor, refunds, loads } = harness();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'refund.kind', kind: 'amount' });
    actor.send({ type: 'refund.amount', text: '2500' });
    actor.send({ type: 'refund.reason', text: 'Late' });
    actor.send({ type: 'refund.submit' });
    await waitFor(actor, (s) => s.matches('ready') && loads.length === 2);
    actor.send({ type: 'refund.kind', kind: 'full' });
    actor.send({ type: 'refund.reason', text: 'Cannot make it' });
    actor.send({ type: 'refund.submit' });
    await waitFor(actor, (s) => s.matches('ready') && loads.length === 3);
    expect(refunds).toEqual([
      { orderNumber: 'OJ-2026-000001', request: { kind: 'amount', amount: 2500 }, reason: 'Late' },
      { orderNumber: 'OJ-2026-000001', request: { kind: 'full' }, reason: 'Cannot make it' },
    ]);
  });

  it('keeps the form and says the refusal when the refund fails', async () => {
    const { actor } = harness({ refundFails: rejectedByServer('Only a paid order can be refunded') });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'refund.kind', kind: 'amount' });
    actor.send({ type: 'refund.amount', text: '100' });
    actor.send({ type: 'refund.reason', text: 'Late' });
    actor.send({ type: 'refund.submit' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && studioOrderView(s).refunds?.error !== '');
    expect(studioOrderView(actor.getSnapshot()).refunds).toMatchObject({
      error: 'Only a paid order can be refunded',
      amount: '100',
      reason: 'Late',
    });
  });

  it('says a network failure in its own words', async () => {
    const { actor } = harness({ refundFails: new TypeError('offline') });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'refund.kind', kind: 'full' });
    actor.send({ type: 'refund.reason', text: 'Late' });
    actor.send({ type: 'refund.submit' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && studioOrderView(s).refunds?.error !== '');
    expect(studioOrderView(actor.getSnapshot()).refunds?.error).toBe(REFUND_FAILED);
  });

  it('offers no form for an order the rules refuse, and says why', async () => {
    const { actor } = harness({
      order: { ...detail, refunds: { ...detail.refunds, refundable: 0, refusal: 'Only a paid order can be refunded' } },
    });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(studioOrderView(actor.getSnapshot()).refunds).toMatchObject({ refusal: 'Only a paid order can be refunded', left: '₦0' });
  });

  it('with two lines: skips a blank one, refuses one not whole, and offers only lines with units left', async () => {
    const second = detail.order.items.map((item) => ({
      ...item,
      productId: 'lens-cleaning-kit',
      title: 'Lens Cleaning Kit',
      price: 2500,
      quantity: 1,
    }));
    const twoLines: StudioOrderDetail = {
      ...detail,
      order: { ...detail.order, items: [...detail.order.items, ...second] },
      refunds: {
        ...detail.refunds,
        lines: [
          { line: 0, refundable: 2 },
          { line: 1, refundable: 1 },
        ],
        entries: [
          { _id: 'r0', date: '2026-11-26T10:00:00.000Z', amount: 100, reason: 'Goodwill', lines: [], status: 'refunded', by: 'Sade Staff' },
        ],
      },
    };
    const { actor, refunds, loads } = harness({ order: twoLines });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(studioOrderView(actor.getSnapshot()).refunds?.entries[0]).toMatchObject({ by: 'Sade Staff', status: 'Refunded' });
    actor.send({ type: 'refund.reason', text: 'Torn' });
    actor.send({ type: 'refund.quantity', line: 0, text: '1' });
    actor.send({ type: 'refund.quantity', line: 1, text: 'one' });
    actor.send({ type: 'refund.submit' });
    expect(studioOrderView(actor.getSnapshot()).refunds?.error).toBe(REFUND_UNITS_NOT_WHOLE);
    actor.send({ type: 'refund.quantity', line: 0, text: ' ' });
    actor.send({ type: 'refund.quantity', line: 1, text: '1' });
    actor.send({ type: 'refund.submit' });
    await waitFor(actor, (s) => s.matches('ready') && loads.length === 2);
    expect(refunds).toEqual([
      { orderNumber: 'OJ-2026-000001', request: { kind: 'lines', lines: [{ line: 1, quantity: 1 }] }, reason: 'Torn' },
    ]);

    const { actor: after } = harness({
      order: {
        ...twoLines,
        refunds: {
          ...twoLines.refunds,
          lines: [
            { line: 0, refundable: 0 },
            { line: 1, refundable: 1 },
          ],
        },
      },
    });
    await waitFor(after, (s) => s.matches('ready'));
    expect(studioOrderView(after.getSnapshot()).refunds?.lines).toEqual([
      { line: 1, label: 'Lens Cleaning Kit (₦2,500 each, up to 1)', max: 1, value: '' },
    ]);
  });

  it('refuses a blank amount and, with no units typed, asks for items', async () => {
    const { actor, refunds } = harness();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'refund.reason', text: 'Late' });
    actor.send({ type: 'refund.submit' });
    expect(studioOrderView(actor.getSnapshot()).refunds?.error).toBe(REFUND_NO_LINES);
    actor.send({ type: 'refund.kind', kind: 'amount' });
    actor.send({ type: 'refund.submit' });
    expect(studioOrderView(actor.getSnapshot()).refunds?.error).toBe(REFUND_AMOUNT_NOT_WHOLE);
    expect(refunds).toEqual([]);
  });
});
