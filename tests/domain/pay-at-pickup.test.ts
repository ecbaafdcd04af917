import { describe, expect, it } from 'vitest';
import { awaitsPaymentAtStudio, PAY_AT_STUDIO } from '../../src/domain/pickup-hold.ts';
import { payAtStudioText, paymentMethodLabel, pickupHoldShortText, pickupHoldText } from '../../src/domain/pickup-hold-texts.ts';
import {
  canStudioMoveOrder,
  collectedNote,
  collectRefusal,
  COLLECTED_STATUS,
  isStudioPaymentKind,
  NOT_AWAITING_COLLECTION,
  STUDIO_PAYMENT_KIND_NAMES,
  STUDIO_PAYMENT_KINDS,
  studioMovesForOrder,
} from '../../src/domain/pickup-collection.ts';
import {
  CONFIRMED_FOR_PICKUP,
  DEFAULT_PICKUP_HOLD_DAYS,
  effectivePaymentMethod,
  methodAllowed,
  PAY_AT_STUDIO_NEEDS_PICKUP,
  PAY_AT_STUDIO_NOT_FOR_PREORDERS,
  PAY_ONLINE,
  parsePickupHoldDays,
  PAYMENT_METHOD_DETAILS,
  PAYMENT_METHOD_NAMES,
  PAYMENT_METHODS,
  paymentMethodRefusal,
  paymentMethodsFor,
  pickupHoldLapsed,
  pickupHoldUntil,
  pickupLapsedNote,
  PLACE_ORDER_LABEL,
} from '../../src/domain/pay-at-pickup.ts';

const waiting = { status: 'confirmed', paymentMethod: 'pay_at_pickup', paymentStatus: 'pending' };

describe('which ways of paying go with which shipping', () => {
  it('are paying online and paying at the studio', () => {
    expect(PAYMENT_METHODS).toEqual(['paystack', 'pay_at_pickup']);
    expect(PAY_ONLINE).toBe('paystack');
    expect(PAY_AT_STUDIO).toBe('pay_at_pickup');
    expect(PAYMENT_METHOD_NAMES).toEqual({ paystack: 'Pay online now', pay_at_pickup: 'Pay at the studio' });
    expect(PAYMENT_METHOD_DETAILS).toEqual({
      paystack: 'Card, bank transfer, USSD or bank',
      pay_at_pickup: 'Cash, card or POS when you collect your order. We hold your items for you for a few days.',
    });
  });

  it('pays online with any shipping, or none', () => {
    expect(paymentMethodRefusal('paystack', 'standard', false)).toBeNull();
    expect(paymentMethodRefusal('paystack', 'pickup', true)).toBeNull();
    expect(paymentMethodRefusal('paystack', null, false)).toBeNull();
  });

  it('pays at the studio with Store Pickup alone and no pre-order items', () => {
    expect(paymentMethodRefusal('pay_at_pickup', 'pickup', false)).toBeNull();
    expect(paymentMethodRefusal('pay_at_pickup', 'standard', false)).toBe('Pay at the studio is only available with Store Pickup');
    expect(paymentMethodRefusal('pay_at_pickup', 'premium', false)).toBe(PAY_AT_STUDIO_NEEDS_PICKUP);
    expect(paymentMethodRefusal('pay_at_pickup', null, false)).toBe(PAY_AT_STUDIO_NEEDS_PICKUP);
    expect(paymentMethodRefusal('pay_at_pickup', 'standard', true)).toBe(PAY_AT_STUDIO_NEEDS_PICKUP);
    expect(paymentMethodRefusal('pay_at_pickup', 'pickup', true)).toBe(
      'Pay at the studio is not available for orders with pre-order items',
    );
    expect(PAY_AT_STUDIO_NOT_FOR_PREORDERS).toBe('Pay at the studio is not available for orders with pre-order items');
  });

  it('allows paying at the studio exactly where no refusal is given', () => {
    for (const shipping of ['standard', 'premium', 'pickup', null] as const)
      for (const preorder of [false, true])
        for (const method of ['paystack', 'pay_at_pickup'] as const)
          expect(methodAllowed(method, shipping, preorder), `${method} ${shipping} ${preorder}`).toBe(
            paymentMethodRefusal(method, shipping, preorder) === null,
          );
    expect(methodAllowed('pay_at_pickup', 'pickup', false)).toBe(true);
    expect(methodAllowed('pay_at_pickup', 'pickup', true)).toBe(false);
    expect(methodAllowed('pay_at_pickup', 'standard', false)).toBe(false);
  });

  it('offers both with Store Pickup, else paying online only', () => {
    expect(paymentMethodsFor('pickup', false)).toEqual(['paystack', 'pay_at_pickup']);
    expect(paymentMethodsFor('pickup', true)).toEqual(['paystack']);
    expect(paymentMethodsFor('standard', false)).toEqual(['paystack']);
    expect(paymentMethodsFor(null, false)).toEqual(['paystack']);
  });

  it('keeps the shopper’s choice while it is offered, else pays online', () => {
    expect(effectivePaymentMethod('pay_at_pickup', 'pickup', false)).toBe('pay_at_pickup');
    expect(effectivePaymentMethod('pay_at_pickup', 'premium', false)).toBe('paystack');
    expect(effectivePaymentMethod('pay_at_pickup', 'pickup', true)).toBe('paystack');
    expect(effectivePaymentMethod('paystack', 'pickup', false)).toBe('paystack');
  });
});

describe('the pickup hold', () => {
  it('lasts PICKUP_HOLD_DAYS whole days from 1, 3 unless set', () => {
    expect(DEFAULT_PICKUP_HOLD_DAYS).toBe(3);
    expect(parsePickupHoldDays(undefined)).toBe(3);
    expect(parsePickupHoldDays('')).toBe(3);
    expect(parsePickupHoldDays('7')).toBe(7);
    expect(parsePickupHoldDays('1')).toBe(1);
    expect(parsePickupHoldDays('0')).toBe(3);
    expect(parsePickupHoldDays('-2')).toBe(3);
    expect(parsePickupHoldDays('2.5')).toBe(3);
    expect(parsePickupHoldDays('two')).toBe(3);
  });

  it('ends that many days after the order was placed', () => {
    const placed = new Date('2026-11-26T10:00:00.000Z');
    expect(pickupHoldUntil(placed, 3).toISOString()).toBe('2026-11-29T10:00:00.000Z');
    expect(pickupHoldUntil(placed, 1).toISOString()).toBe('2026-11-27T10:00:00.000Z');
  });

  it('has lapsed from its last instant on, not a millisecond before', () => {
    const until = new Date('2026-11-29T10:00:00.000Z');
    expect(pickupHoldLapsed(until, new Date('2026-11-29T09:59:59.999Z'))).toBe(false);
    expect(pickupHoldLapsed(until, new Date('2026-11-29T10:00:00.000Z'))).toBe(true);
    expect(pickupHoldLapsed(until, new Date('2026-11-29T10:00:00.001Z'))).toBe(true);
  });
});

describe('what may be marked paid and collected, moved or cancelled', () => {
  it('an order to be paid at the studio waits while confirmed or processing and unpaid', () => {
    expect(awaitsPaymentAtStudio(waiting)).toBe(true);
    expect(awaitsPaymentAtStudio({ ...waiting, status: 'processing' })).toBe(true);
    expect(awaitsPaymentAtStudio({ ...waiting, paymentStatus: 'failed' })).toBe(true);
    for (const status of ['pending', 'shipped', 'delivered', 'cancelled', 'returned', 'refunded'])
      expect(awaitsPaymentAtStudio({ ...waiting, status }), status).toBe(false);
    expect(awaitsPaymentAtStudio({ ...waiting, paymentStatus: 'paid' })).toBe(false);
    expect(awaitsPaymentAtStudio({ ...waiting, paymentMethod: 'paystack' })).toBe(false);
  });

  it('is marked paid and collected only while it waits', () => {
    expect(collectRefusal(waiting)).toBeNull();
    expect(collectRefusal({ ...waiting, status: 'cancelled' })).toBe(
      'Only an order waiting to be paid at the studio can be marked paid and collected',
    );
    expect(collectRefusal({ ...waiting, paymentMethod: 'paystack' })).toBe(NOT_AWAITING_COLLECTION);
    expect(COLLECTED_STATUS).toBe('delivered');
  });

  it('is never shipped while it waits; other orders move as before', () => {
    expect(studioMovesForOrder(waiting)).toEqual(['processing', 'cancelled']);
    expect(studioMovesForOrder({ ...waiting, status: 'processing' })).toEqual(['cancelled']);
    expect(studioMovesForOrder({ ...waiting, paymentStatus: 'paid' })).toEqual(['processing', 'shipped', 'cancelled']);
    expect(studioMovesForOrder({ ...waiting, paymentMethod: 'paystack' })).toEqual(['processing', 'shipped', 'cancelled']);
    expect(studioMovesForOrder({ ...waiting, status: 'delivered', paymentStatus: 'paid' })).toEqual(['returned']);
    expect(canStudioMoveOrder(waiting, 'processing')).toBe(true);
    expect(canStudioMoveOrder(waiting, 'shipped')).toBe(false);
    expect(canStudioMoveOrder({ ...waiting, paymentStatus: 'paid' }, 'shipped')).toBe(true);
  });

  it('records how it was paid: cash, card or POS', () => {
    expect(STUDIO_PAYMENT_KINDS).toEqual(['cash', 'card', 'pos']);
    expect(STUDIO_PAYMENT_KIND_NAMES).toEqual({ cash: 'Cash', card: 'Card', pos: 'POS' });
    expect(isStudioPaymentKind('pos')).toBe(true);
    expect(isStudioPaymentKind('cheque')).toBe(false);
    expect(isStudioPaymentKind(undefined)).toBe(false);
    expect(collectedNote('cash')).toBe('Paid at the studio (Cash) and collected');
    expect(collectedNote('pos')).toBe('Paid at the studio (POS) and collected');
  });

  it('says what happens in words', () => {
    expect(CONFIRMED_FOR_PICKUP).toBe('Confirmed: to be paid at the studio on collection');
    expect(pickupLapsedNote('29 November 2026 at 11:00 am')).toBe(
      'Not collected and paid for by 29 November 2026 at 11:00 am; the order was cancelled and its items went back on sale',
    );
    expect(payAtStudioText('29 November 2026 at 11:00 am')).toBe(
      'Confirmed, to be paid at the studio (cash, card or POS) when you collect it. We hold it for you until 29 November 2026 at 11:00 am.',
    );
    expect(PLACE_ORDER_LABEL).toBe('Place Order');
    expect(paymentMethodLabel('pay_at_pickup')).toBe('At the studio (cash, card or POS)');
    expect(paymentMethodLabel('paystack')).toBe('Online (Paystack)');
  });

  it('tells the shopper until when an order to be paid at the studio is held, and nothing for any other order', () => {
    const until = '2026-11-29T10:00:00.000Z';
    expect(pickupHoldText({ ...waiting, pickupHoldUntil: until })).toBe(
      'Confirmed, to be paid at the studio (cash, card or POS) when you collect it. We hold it for you until 29 November 2026 at 11:00 am.',
    );
    expect(pickupHoldText({ ...waiting, pickupHoldUntil: null })).toBe('');
    expect(pickupHoldText({ ...waiting })).toBe('');
    expect(pickupHoldText({ ...waiting, status: 'delivered', paymentStatus: 'paid', pickupHoldUntil: until })).toBe('');
    expect(pickupHoldShortText({ ...waiting, pickupHoldUntil: until })).toBe('Pay at the studio by 29 November 2026 at 11:00 am');
    expect(pickupHoldShortText({ ...waiting, pickupHoldUntil: null })).toBe('');
    expect(pickupHoldShortText({ ...waiting, status: 'cancelled', pickupHoldUntil: until })).toBe('');
  });
});
