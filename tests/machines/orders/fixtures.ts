import { createActor, createMachine } from 'xstate';
import type { DigitalProductGrant, Order, OrderList } from '../../../src/machines/orders/orders.machine.ts';

/** A stand-in for the session actor: isLoggedIn reads only its token. */
export function sessionWithToken(token: string | null) {
  return createActor(createMachine({ context: { token } })).start();
}

export const deliveredOrder: Order = {
  _id: 'o1',
  orderNumber: 'ORD-20250314-0001',
  date: '2025-03-14T09:30:00.000Z',
  subtotal: 30000,
  amount: 35000,
  status: 'delivered',
  paymentStatus: 'paid',
  paymentMethod: 'paystack',
  paymentReference: 'ref-1',
  fulfillmentMethod: 'standard',
  shippingMethod: 'standard',
  estimatedDeliveryDate: '2025-03-19T09:30:00.000Z',
  statusHistory: [
    { status: 'pending', timestamp: '2025-03-14T09:30:00.000Z', note: 'Order placed' },
    { status: 'delivered', timestamp: '2025-03-18T14:05:00.000Z' },
  ],
  shippingAddress: {
    fullName: 'Ada Obi',
    address: '12 Allen Avenue',
    city: 'Ikeja',
    state: 'Lagos',
    zipCode: '100271',
    phone: '08031234567',
  },
  billingAddress: {
    fullName: 'Ada Obi',
    address: '12 Allen Avenue',
    city: 'Ikeja',
    state: 'Lagos',
    zipCode: '100271',
    phone: '08031234567',
  },
  items: [
    {
      productId: 'p1',
      variantId: null,
      title: 'Reflector',
      image: '/r.jpg',
      quantity: 2,
      price: 10000,
      discount: 0,
      selectedAttributes: { color: 'Silver' },
      itemStatus: 'delivered',
      isPreorder: false,
      isDigital: false,
      reviews: [],
    },
    {
      productId: 'p2',
      variantId: null,
      title: 'Wedding Guide',
      image: null,
      quantity: 1,
      price: 10000,
      discount: 0,
      selectedAttributes: {},
      itemStatus: 'delivered',
      isPreorder: false,
      isDigital: true,
      reviews: [],
    },
  ],
  discount: null,
  shipping: { cost: 5000 },
  tax: { amount: 0 },
  hasPreorderItems: false,
  sandboxPayment: false,
};

export const pendingOrder: Order = {
  ...deliveredOrder,
  _id: 'o2',
  orderNumber: 'ORD-20250320-0002',
  status: 'pending',
  paymentStatus: 'pending',
  statusHistory: [{ status: 'pending', timestamp: '2025-03-20T08:00:00.000Z', note: 'Order placed' }],
};

export const guideGrant: DigitalProductGrant = {
  _id: 'g1',
  orderId: 'o1',
  productId: 'p2',
  productName: 'Wedding Guide',
  thumbnailUrl: null,
  fileFormat: 'pdf',
  fileSize: 2516582,
  downloadsUsed: 1,
  downloadLimit: 3,
  expiryDate: '2025-04-14T09:30:00.000Z',
  grantedAt: '2025-03-14T09:30:00.000Z',
};

export function listOf(orders: readonly Order[], page = 1, totalPages = 1): OrderList {
  return {
    orders,
    pagination: {
      currentPage: page,
      limit: 10,
      totalOrders: orders.length,
      totalPages,
      hasPrevPage: page > 1,
      hasNextPage: page < totalPages,
    },
  };
}
