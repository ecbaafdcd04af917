import type { CartItem } from '../../../src/machines/cart/cart.machine.ts';

export function line(overrides: Partial<CartItem> & Pick<CartItem, 'key'>, product: Partial<CartItem['product']> = {}): CartItem {
  return {
    productId: overrides.key,
    variantId: null,
    quantity: 1,
    selectedAttributes: {},
    isPreorder: false,
    ...overrides,
    product: {
      _id: overrides.key,
      title: 'Softbox 60 cm',
      image: '/media/softbox.svg',
      price: 25000,
      finalPrice: 22500,
      availableStock: 4,
      isAvailable: true,
      isDigital: false,
      ...product,
    },
  };
}

/** Two softboxes (4 in stock) and a digital course without a stock figure. */
export const softbox = line({ key: 'p1', quantity: 2 });
export const course = line(
  { key: 'p2', quantity: 1 },
  { title: 'Lighting Masterclass', image: null, price: 15000, finalPrice: 15000, availableStock: null, isDigital: true },
);
/** A pre-order line: nothing in stock, so only 99 bounds it. */
export const preorderStand = line(
  { key: 'p3', quantity: 3, isPreorder: true },
  { title: 'C-Stand', availableStock: 0, isAvailable: false, price: 40000, finalPrice: 40000 },
);
