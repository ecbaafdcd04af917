import { describe, expect, it } from 'vitest';
import {
  DEFAULT_HELD_UNITS_LIMIT,
  DEFAULT_UNPAID_ORDER_LIMIT,
  holdLimitError,
  tooManyHeldUnits,
  tooManyUnpaidOrders,
  VERIFY_EMAIL_TO_ORDER,
} from '../../src/domain/order-holds.ts';

const limits = { unpaidOrders: 3, heldUnits: 10 };

describe('order holds', () => {
  it('has the documented defaults and texts', () => {
    expect(DEFAULT_UNPAID_ORDER_LIMIT).toBe(3);
    expect(DEFAULT_HELD_UNITS_LIMIT).toBe(50);
    expect(VERIFY_EMAIL_TO_ORDER).toBe(
      'Please verify your email address before placing an order. Check your inbox for the verification link.',
    );
    expect(tooManyUnpaidOrders(3)).toBe('You have 3 unpaid orders. Please pay for or cancel one before placing another.');
    expect(tooManyUnpaidOrders(1)).toBe('You have 1 unpaid order. Please pay for or cancel one before placing another.');
    expect(tooManyHeldUnits(50)).toBe(
      'Unpaid orders can hold at most 50 items from stock. Please pay for or cancel an unpaid order first.',
    );
  });

  it('allows a third unpaid order and refuses a fourth', () => {
    expect(holdLimitError({ unpaidOrders: 2, heldUnits: 0 }, 1, limits)).toBeNull();
    expect(holdLimitError({ unpaidOrders: 3, heldUnits: 0 }, 1, limits)).toBe(tooManyUnpaidOrders(3));
  });

  it('allows holding exactly the unit limit and refuses one unit more', () => {
    expect(holdLimitError({ unpaidOrders: 1, heldUnits: 6 }, 4, limits)).toBeNull();
    expect(holdLimitError({ unpaidOrders: 1, heldUnits: 6 }, 5, limits)).toBe(tooManyHeldUnits(10));
    expect(holdLimitError({ unpaidOrders: 0, heldUnits: 0 }, 11, limits)).toBe(tooManyHeldUnits(10));
  });

  it('names the unpaid orders first when both limits are reached', () => {
    expect(holdLimitError({ unpaidOrders: 3, heldUnits: 10 }, 1, limits)).toBe(tooManyUnpaidOrders(3));
  });
});
