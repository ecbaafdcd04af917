import { createActor, createMachine } from 'xstate';
import type { StudioOrderDetail, StudioOrderList, StudioOrderSummary } from '../../../src/machines/studio/studio-types.ts';

export function sessionWithToken(token: string | null) {
  return createActor(createMachine({ context: { token } })).start();
}

/** What a searched, paged list shows while its first page loads, before any answer. */
export const firstPageLoading = {
  loading: true,
  problem: '',
  canRetry: false,
  text: '',
  searched: '',
  page: 1,
  pages: 0,
  canGoBack: false,
  canGoForward: false,
} as const;

export const rejectedByServer = (message: string) => Object.assign(new Error(message), { _tag: 'Rejected', message });

export const summary: StudioOrderSummary = {
  _id: 'o1',
  orderNumber: 'OJ-2026-000001',
  date: '2026-11-26T09:30:00.000Z',
  customerName: 'Amaka Obi',
  customerEmail: 'amaka@example.ng',
  status: 'confirmed',
  paymentStatus: 'paid',
  sandboxPayment: true,
  amount: 25000,
  nextStatuses: ['processing', 'shipped', 'cancelled'],
};

export function listOf(orders: readonly StudioOrderSummary[], total = orders.length, pages = total === 0 ? 0 : 1): StudioOrderList {
  return { success: true, orders: [...orders], total, page: 1, pages };
}

export const detail: StudioOrderDetail = {
  success: true,
  customer: { _id: 'u1', name: 'Amaka Obi', email: 'amaka@example.ng' },
  nextStatuses: ['processing', 'shipped', 'cancelled'],
  refunds: { paid: 25000, refunded: 0, refundable: 25000, lines: [{ line: 0, refundable: 2 }], refusal: null, entries: [] },
  order: {
    _id: 'o1',
    orderNumber: 'OJ-2026-000001',
    date: '2026-11-26T09:30:00.000Z',
    subtotal: 20000,
    amount: 25000,
    status: 'confirmed',
    paymentStatus: 'paid',
    paymentMethod: 'paystack',
    paymentReference: 'ORD-1',
    fulfillmentMethod: 'standard',
    shippingMethod: 'standard',
    estimatedDeliveryDate: null,
    statusHistory: [
      { status: 'pending', timestamp: '2026-11-26T09:30:00.000Z' },
      { status: 'confirmed', timestamp: '2026-11-26T09:31:00.000Z', note: 'Paid' },
    ],
    shippingAddress: {
      fullName: 'Amaka Obi',
      address: '12 Ring Road',
      city: 'Ibadan',
      state: 'Oyo',
      zipCode: '200001',
      phone: '+234 803 123 4567',
    },
    billingAddress: {
      fullName: 'Amaka Obi',
      address: '12 Ring Road',
      city: 'Ibadan',
      state: 'Oyo',
      zipCode: '200001',
      phone: '+234 803 123 4567',
    },
    items: [
      {
        productId: 'lens-mug',
        variantId: null,
        title: 'Camera Lens Coffee Mug',
        image: '/media/products/lens-mug/1.svg',
        quantity: 2,
        price: 10000,
        discount: 0,
        selectedAttributes: { color: 'Black' },
        itemStatus: 'pending',
        isPreorder: false,
        isDigital: false,
        reviews: [],
      },
    ],
    discount: null,
    shipping: { cost: 5000 },
    tax: { amount: 0 },
    notes: 'Ring twice',
    hasPreorderItems: false,
    downloadsUsed: 0,
    sandboxPayment: true,
  },
};
