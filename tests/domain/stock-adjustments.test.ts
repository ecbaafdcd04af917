import { describe, expect, it } from 'vitest';
import {
  adjustmentProblem,
  adjustmentProblemAt,
  belowZeroMessage,
  DAMAGED_MUST_REMOVE,
  DELTA_NOT_WHOLE,
  DELTA_TOO_LARGE,
  DELTA_ZERO,
  isLowStock,
  isStockAdjustmentReason,
  MAX_STOCK_DELTA,
  NOTE_TOO_LONG,
  parseStockDelta,
  REASON_REQUIRED,
  RECEIVED_MUST_ADD,
  signedUnits,
  STOCK_ADJUSTMENT_REASONS,
  STOCK_NOTE_MAX_LENGTH,
  stockChangeLabel,
} from '../../src/domain/stock-adjustments.ts';

describe('the adjustment reasons', () => {
  it('are received, damaged and correction', () => {
    expect(STOCK_ADJUSTMENT_REASONS).toEqual(['received', 'damaged', 'correction']);
    for (const reason of STOCK_ADJUSTMENT_REASONS) expect(isStockAdjustmentReason(reason)).toBe(true);
    for (const other of ['', 'order', 'opening', 'Received', 'received ']) expect(isStockAdjustmentReason(other)).toBe(false);
  });
});

describe('adjustmentProblem', () => {
  it('wants a known reason', () => {
    expect(REASON_REQUIRED).toBe('Please choose a reason for the stock change');
    expect(adjustmentProblem({ reason: '', delta: 1 })).toBe(REASON_REQUIRED);
    expect(adjustmentProblem({ reason: 'order', delta: 1 })).toBe(REASON_REQUIRED);
    expect(adjustmentProblem({ reason: 'received', delta: 1 })).toBeNull();
  });

  it('wants a whole, non-zero number of units', () => {
    expect(DELTA_NOT_WHOLE).toBe('Please enter a whole number of units');
    expect(DELTA_ZERO).toBe('The change must add or remove at least 1 unit');
    expect(adjustmentProblem({ reason: 'correction', delta: 1.5 })).toBe(DELTA_NOT_WHOLE);
    expect(adjustmentProblem({ reason: 'correction', delta: Number.NaN })).toBe(DELTA_NOT_WHOLE);
    expect(adjustmentProblem({ reason: 'correction', delta: 0 })).toBe(DELTA_ZERO);
    expect(adjustmentProblem({ reason: 'correction', delta: 1 })).toBeNull();
    expect(adjustmentProblem({ reason: 'correction', delta: -1 })).toBeNull();
  });

  it('bounds a change to 10,000 units either way', () => {
    expect(MAX_STOCK_DELTA).toBe(10_000);
    expect(DELTA_TOO_LARGE).toBe('One change can add or remove at most 10,000 units');
    expect(adjustmentProblem({ reason: 'correction', delta: 10_000 })).toBeNull();
    expect(adjustmentProblem({ reason: 'correction', delta: -10_000 })).toBeNull();
    expect(adjustmentProblem({ reason: 'correction', delta: 10_001 })).toBe(DELTA_TOO_LARGE);
    expect(adjustmentProblem({ reason: 'correction', delta: -10_001 })).toBe(DELTA_TOO_LARGE);
  });

  it('lets received stock only add and damaged stock only remove', () => {
    expect(RECEIVED_MUST_ADD).toBe('Received stock must add units');
    expect(DAMAGED_MUST_REMOVE).toBe('Damaged stock must remove units');
    expect(adjustmentProblem({ reason: 'received', delta: -1 })).toBe(RECEIVED_MUST_ADD);
    expect(adjustmentProblem({ reason: 'received', delta: 1 })).toBeNull();
    expect(adjustmentProblem({ reason: 'damaged', delta: 1 })).toBe(DAMAGED_MUST_REMOVE);
    expect(adjustmentProblem({ reason: 'damaged', delta: -1 })).toBeNull();
    // 0 is neither way: it is refused as no change at all.
    expect(adjustmentProblem({ reason: 'received', delta: 0 })).toBe(DELTA_ZERO);
    expect(adjustmentProblem({ reason: 'damaged', delta: 0 })).toBe(DELTA_ZERO);
  });

  it('takes a note of up to 300 characters, spaces around it not counted', () => {
    expect(STOCK_NOTE_MAX_LENGTH).toBe(300);
    expect(NOTE_TOO_LONG).toBe('The note must be 300 characters or less');
    expect(adjustmentProblem({ reason: 'received', delta: 1, note: 'x'.repeat(300) })).toBeNull();
    expect(adjustmentProblem({ reason: 'received', delta: 1, note: ` ${'x'.repeat(300)} ` })).toBeNull();
    expect(adjustmentProblem({ reason: 'received', delta: 1, note: 'x'.repeat(301) })).toBe(NOTE_TOO_LONG);
    expect(adjustmentProblem({ reason: 'received', delta: 1, note: undefined })).toBeNull();
  });
});

describe('adjustmentProblemAt', () => {
  it('never lets the stock go below 0', () => {
    expect(belowZeroMessage(3)).toBe('Stock cannot go below 0: only 3 in stock');
    expect(adjustmentProblemAt({ reason: 'damaged', delta: -3 }, 3)).toBeNull();
    expect(adjustmentProblemAt({ reason: 'damaged', delta: -4 }, 3)).toBe('Stock cannot go below 0: only 3 in stock');
    expect(adjustmentProblemAt({ reason: 'correction', delta: -1 }, 0)).toBe('Stock cannot go below 0: only 0 in stock');
    expect(adjustmentProblemAt({ reason: 'received', delta: 5 }, 0)).toBeNull();
  });

  it('reports the rule broken before the stock is looked at', () => {
    expect(adjustmentProblemAt({ reason: 'received', delta: -4 }, 3)).toBe(RECEIVED_MUST_ADD);
    expect(adjustmentProblemAt({ reason: '', delta: 1 }, 3)).toBe(REASON_REQUIRED);
  });
});

describe('parseStockDelta', () => {
  it('reads whole numbers with an optional sign', () => {
    expect(parseStockDelta('12')).toBe(12);
    expect(parseStockDelta('+12')).toBe(12);
    expect(parseStockDelta(' -3 ')).toBe(-3);
    expect(parseStockDelta('0')).toBe(0);
    expect(parseStockDelta('123456789')).toBe(123456789);
  });

  it('calls anything else not a number', () => {
    for (const text of ['', ' ', '1.5', '1e3', '12 boxes', 'x12', '--1', '+', '1234567890', '1-2'])
      expect(parseStockDelta(text), text).toBeNaN();
  });
});

describe('the low-stock rule', () => {
  it('counts 5 and under as low, 6 as not', () => {
    expect(isLowStock(5)).toBe(true);
    expect(isLowStock(0)).toBe(true);
    expect(isLowStock(6)).toBe(false);
  });
});

describe('the history’s words', () => {
  it('names every change', () => {
    expect(stockChangeLabel('opening')).toBe('Opening stock');
    expect(stockChangeLabel('received')).toBe('Received');
    expect(stockChangeLabel('damaged')).toBe('Damaged');
    expect(stockChangeLabel('correction')).toBe('Correction');
    expect(stockChangeLabel('order')).toBe('Order');
    expect(stockChangeLabel('cancellation')).toBe('Order cancelled');
    expect(stockChangeLabel('expiry')).toBe('Unpaid order expired');
  });

  it('signs the units', () => {
    expect(signedUnits(10)).toBe('+10');
    expect(signedUnits(1)).toBe('+1');
    expect(signedUnits(-2)).toBe('-2');
    expect(signedUnits(0)).toBe('0');
  });
});
