import { describe, expect, it } from 'vitest';
import {
  addToCartButtonLabel,
  cartLineStockNote,
  LOW_STOCK_THRESHOLD,
  PREORDER_LINE_NOTE,
  productAvailability,
  showsPreorderCheckbox,
  teaserStockLabel,
  variantStockLabel,
} from '../../src/domain/stock.ts';

describe('productAvailability', () => {
  it('is In Stock above 0, whatever the pre-order flag', () => {
    expect(productAvailability({ stock: 1 })).toEqual({
      status: 'in-stock',
      label: 'In Stock',
      detail: 'In Stock',
      cartButtonDisabled: false,
    });
    expect(productAvailability({ stock: 3, preorder: { allowed: true } }).status).toBe('in-stock');
  });

  it('is Pre-order at 0 or less when pre-order is allowed', () => {
    const preorder = {
      status: 'preorder',
      label: 'Pre-order',
      detail: 'Pre-order Available',
      cartButtonDisabled: false,
    };
    expect(productAvailability({ stock: 0, preorder: { allowed: true } })).toEqual(preorder);
    expect(productAvailability({ stock: -2, preorder: { allowed: true } })).toEqual(preorder);
  });

  it('is Sold Out with the cart button disabled otherwise', () => {
    const soldOut = { status: 'sold-out', label: 'Sold Out', detail: 'Sold Out', cartButtonDisabled: true };
    expect(productAvailability({ stock: 0 })).toEqual(soldOut);
    expect(productAvailability({ stock: 0, preorder: null })).toEqual(soldOut);
    expect(productAvailability({ stock: 0, preorder: {} })).toEqual(soldOut);
    expect(productAvailability({ stock: 0, preorder: { allowed: false } })).toEqual(soldOut);
    expect(productAvailability({ stock: 0, preorder: { allowed: null } })).toEqual(soldOut);
  });
});

describe('teaser and product page helpers', () => {
  it('teasers read In Stock above 0, else Pre-order', () => {
    expect(teaserStockLabel(1)).toBe('In Stock');
    expect(teaserStockLabel(0)).toBe('Pre-order');
    expect(teaserStockLabel(-1)).toBe('Pre-order');
  });

  it('offers the pre-order checkbox only at zero stock or less', () => {
    expect(showsPreorderCheckbox(0)).toBe(true);
    expect(showsPreorderCheckbox(-1)).toBe(true);
    expect(showsPreorderCheckbox(1)).toBe(false);
  });

  it('labels the button Pre-order Now when the box is ticked', () => {
    expect(addToCartButtonLabel(true)).toBe('Pre-order Now');
    expect(addToCartButtonLabel(false)).toBe('Add to Cart');
  });
});

describe('variantStockLabel', () => {
  it('reads In stock above 5', () => {
    expect(LOW_STOCK_THRESHOLD).toBe(5);
    expect(variantStockLabel(6, false)).toBe('In stock');
    expect(variantStockLabel(100, true)).toBe('In stock');
  });

  it('reads {n} left from 1 to 5', () => {
    expect(variantStockLabel(5, false)).toBe('5 left');
    expect(variantStockLabel(3, true)).toBe('3 left');
    expect(variantStockLabel(1, false)).toBe('1 left');
  });

  it('reads Pre-order available at 0 or less when the product allows pre-order', () => {
    expect(variantStockLabel(0, true)).toBe('Pre-order available');
    expect(variantStockLabel(-4, true)).toBe('Pre-order available');
  });

  it('reads Sold Out at 0 or less when the product does not allow pre-order', () => {
    expect(variantStockLabel(0, false)).toBe('Sold Out');
    expect(variantStockLabel(-4, false)).toBe('Sold Out');
  });
});

describe('cartLineStockNote', () => {
  it('marks an unavailable line as a pre-order', () => {
    expect(PREORDER_LINE_NOTE).toBe('Pre-order item - Ships in 7–14 days');
    expect(cartLineStockNote({ isAvailable: false, availableStock: 0 })).toBe('Pre-order item - Ships in 7–14 days');
    expect(cartLineStockNote({ isAvailable: false, availableStock: 3 })).toBe('Pre-order item - Ships in 7–14 days');
  });

  it('warns at 5 or less, not at 6', () => {
    expect(cartLineStockNote({ isAvailable: true, availableStock: 5 })).toBe('Only 5 left in stock');
    expect(cartLineStockNote({ isAvailable: true, availableStock: 1 })).toBe('Only 1 left in stock');
    expect(cartLineStockNote({ availableStock: 2 })).toBe('Only 2 left in stock');
    expect(cartLineStockNote({ isAvailable: null, availableStock: 4 })).toBe('Only 4 left in stock');
    expect(cartLineStockNote({ isAvailable: true, availableStock: 6 })).toBeNull();
  });

  it('says nothing without a stock figure or with none left on an available line', () => {
    expect(cartLineStockNote({ isAvailable: true })).toBeNull();
    expect(cartLineStockNote({ isAvailable: true, availableStock: null })).toBeNull();
    expect(cartLineStockNote({ isAvailable: true, availableStock: 0 })).toBeNull();
  });
});
