import type { OrderStatus } from '../../src/domain/order-status.ts';

/** Rows of the orders tables as queries return them. */

export interface StatusHistoryEntry {
  status: OrderStatus;
  timestamp: string;
  note?: string;
}

export interface ShippingAddress {
  fullName: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  phone: string;
  email?: string;
  /** Left out when none. */
  landmark?: string;
}

export interface OrderRow {
  id: string;
  order_number: string;
  user_id: string;
  /** Only these: every status change goes through moveOrder, which takes no other. */
  status: OrderStatus;
  payment_status: string;
  payment_method: string;
  payment_reference: string | null;
  fulfillment_method: string;
  /** Both null for digital products alone, which need no delivery. */
  shipping_method: string | null;
  shipping_address: ShippingAddress | null;
  subtotal: number;
  shipping_cost: number;
  tax: number;
  amount: number;
  notes: string;
  has_preorder_items: boolean;
  estimated_delivery_date: Date | null;
  status_history: StatusHistoryEntry[];
  holds_stock: boolean;
  created_at: Date;
  /** The hold runs PAYMENT_HOLD_MINUTES from here: the creation, then each payment initialization. */
  hold_from: Date;
  /** An order paid at the studio holds its stock until then for its shopper to collect it; null otherwise. */
  pickup_hold_until: Date | null;
}

export interface OrderItemRow {
  order_id: string;
  position: number;
  product_id: string;
  variant_id: string | null;
  title: string;
  image: string | null;
  quantity: number;
  price: number;
  discount: number;
  selected_attributes: Record<string, string>;
  item_status: string;
  is_preorder: boolean;
  is_digital: boolean;
  reserved: number;
  cart_key: string;
  review_id: string | null;
}
