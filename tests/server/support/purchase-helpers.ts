import { ResponseCache } from '../../../server/catalogue/response-cache.ts';
import type { AppDeps } from '../../../server/app-deps.ts';
import { outboxMailer } from '../../../server/mail/outbox-mailer.ts';
import { DEFAULT_PURCHASE_SETTINGS, type PurchaseSettings } from '../../../server/orders/purchase-settings.ts';
import { ROOMY_HOLD_LIMITS, TEST_PASSWORD_COST, type ShopClient, type TestServer } from './test-server.ts';

export const OYO_ADDRESS = {
  fullName: 'Adaeze Okafor',
  address: '12 Ring Road',
  city: 'Ibadan',
  state: 'Oyo',
  zipCode: '200001',
  phone: '+234 803 123 4567',
  email: 'adaeze@example.ng',
} as const;

export const LAGOS_ADDRESS = { ...OYO_ADDRESS, city: 'Ikeja', state: 'Lagos', zipCode: '100001' } as const;

export interface OrderLine {
  productId: string;
  quantity: number;
  variantId?: string | null;
  isPreorder?: boolean;
  selectedAttributes?: Record<string, string>;
}

export function orderBody(items: readonly OrderLine[], overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    items,
    shippingAddress: OYO_ADDRESS,
    billingAddress: OYO_ADDRESS,
    paymentMethod: 'paystack',
    shippingMethod: 'standard',
    ...overrides,
  };
}

/** Creates an order and returns it; throws unless the server answered 201. */
export async function placeOrder(
  server: Pick<ShopClient, 'api'>,
  token: string,
  items: readonly OrderLine[],
  overrides: Record<string, unknown> = {},
) {
  const response = await server.api('POST', '/order/create', { token, body: orderBody(items, overrides) });
  if (response.status !== 201) throw new Error(`order failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.order;
}

export async function setStock(server: Pick<ShopClient, 'db'>, productId: string, stock: number, preorderAllowed = false): Promise<void> {
  await server.db.query('update products set stock = $2, preorder_allowed = $3 where id = $1', [productId, stock, preorderAllowed]);
}

export async function stockOf(server: Pick<ShopClient, 'db'>, productId: string): Promise<number> {
  const [row] = await server.db.query<{ stock: number }>('select stock from products where id = $1', [productId]);
  return row?.stock ?? Number.NaN;
}

export const CALLBACK = 'http://shop.test/payment/status';

/** Initializes a payment of the order and returns its reference and authorization URL. */
export async function initializePayment(server: Pick<ShopClient, 'api'>, token: string, orderId: string) {
  const response = await server.api('POST', '/payment/initialize', { token, body: { orderId, callbackUrl: CALLBACK } });
  if (response.status !== 200) throw new Error(`initialize failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.data as { reference: string; authorization_url: string; access_code: string };
}

/** Pays an order on the sandbox page and verifies it, as the browser would. */
export async function payOrder(server: Pick<ShopClient, 'api'>, token: string, orderId: string): Promise<string> {
  const { reference } = await initializePayment(server, token, orderId);
  const decided = await server.api('POST', `/payment/sandbox/${reference}`, { query: { decision: 'pay' } });
  if (decided.status !== 303) throw new Error(`sandbox said ${decided.status}`);
  const verified = await server.api('GET', `/payment/verify/${reference}`, { token });
  if (verified.body.data?.status !== 'success') throw new Error(`verify said ${JSON.stringify(verified.body)}`);
  return reference;
}

/** What the sweep and other server-side jobs get: the test server's database and clock. */
export function depsOf(server: TestServer, purchase?: PurchaseSettings): AppDeps {
  const clock = () => server.now;
  const log = {
    info: (line: string) => server.logs.push(line),
    error: (line: string, error: unknown) => server.logs.push(`${line} ${String(error)}`),
  };
  return {
    db: server.db,
    mailer: outboxMailer(server.db, clock, log),
    clock,
    log,
    publicUrl: 'http://shop.test',
    version: '0.1.0',
    catalogueCache: new ResponseCache<string>({ ttlMs: 60_000, maxEntries: 50 }),
    purchase: { ...(purchase ?? DEFAULT_PURCHASE_SETTINGS), holdLimits: ROOMY_HOLD_LIMITS },
    passwordCost: TEST_PASSWORD_COST,
  };
}
