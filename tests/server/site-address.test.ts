import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config.ts';
import { siteAddressNotice } from '../../server/site/site-address.ts';
import { signedInCustomer } from './support/accounts-helpers.ts';
import { placeOrder } from './support/purchase-helpers.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const MUG = 'lens-mug';
const REFUSED = { success: false, message: 'The callback URL must be on this site' };

const buyers = new WeakMap<TestServer, Promise<{ token: string; orderId: string }>>();

/** One customer's pending order per server: a pending order can be started again and again. */
function buyerOf(server: TestServer) {
  let buyer = buyers.get(server);
  if (!buyer) {
    buyer = (async () => {
      const { token } = await signedInCustomer(server);
      return { token, orderId: (await placeOrder(server, token, [{ productId: MUG, quantity: 1 }]))._id as string };
    })();
    buyers.set(server, buyer);
  }
  return buyer;
}

/** Starts a payment with this callback; the answer as the server gave it. */
async function initializeWith(server: TestServer, callbackUrl: string) {
  const { token, orderId } = await buyerOf(server);
  return server.api('POST', '/payment/initialize', { token, body: { orderId, callbackUrl } });
}

describe('without PUBLIC_URL (a developer machine)', () => {
  const config = readConfig({ PORT: '8080' });
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ site: config });
    await buyerOf(server);
  });
  afterAll(async () => server.close());

  it('accepts the loopback names of its own port as callback origins', () => {
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.callbackOrigins).toEqual(['http://localhost:8080', 'http://127.0.0.1:8080', 'http://[::1]:8080']);
  });

  it('pays from a shop opened at 127.0.0.1 or [::1], and sends the shopper to the test page on that same address', async () => {
    for (const origin of ['http://localhost:8080', 'http://127.0.0.1:8080', 'http://[::1]:8080']) {
      const response = await initializeWith(server, `${origin}/payment/status`);
      expect(response.status).toBe(200);
      expect(response.body.data.authorization_url).toBe(`${origin}/api/v1/payment/sandbox/${response.body.data.reference}`);
    }
  });

  it('still refuses any other host or port', async () => {
    for (const callbackUrl of [
      'http://192.168.1.20:8080/payment/status',
      'http://localhost:8081/payment/status',
      'http://127.0.0.1/payment/status',
      'https://localhost:8080/payment/status',
      'http://localhost.evil.example:8080/payment/status',
      'https://evil.example/payment/status',
    ]) {
      const response = await initializeWith(server, callbackUrl);
      expect(response.status).toBe(400);
      expect(response.body).toEqual(REFUSED);
    }
  });

  it('says at start which address to open and why PUBLIC_URL matters for other devices', () => {
    expect(siteAddressNotice(config.publicUrlSetting, config)).toBe(
      'Open http://localhost:8080 (or http://127.0.0.1:8080 or http://[::1]:8080). PUBLIC_URL is not set, so payments return only to ' +
        "this machine's own addresses: to shop from another device (a phone on the network) or a domain, set PUBLIC_URL to the address it opens, " +
        'e.g. PUBLIC_URL=http://192.168.1.20:8080; mails link to it too',
    );
  });
});

describe('with PUBLIC_URL set', () => {
  // A live-looking address needs a provider: the sandbox is chosen on purpose here.
  const config = readConfig({ PORT: '8080', PUBLIC_URL: 'https://shop.example/', PAYMENTS: 'sandbox' });
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ site: config });
    await buyerOf(server);
  });
  afterAll(async () => server.close());

  it('accepts that origin only: no loopback name, no open redirect', async () => {
    expect(config.publicUrl).toBe('https://shop.example');
    expect(config.callbackOrigins).toEqual(['https://shop.example']);
    const own = await initializeWith(server, 'https://shop.example/payment/status');
    expect(own.status).toBe(200);
    for (const callbackUrl of [
      'http://localhost:8080/payment/status',
      'http://127.0.0.1:8080/payment/status',
      'http://shop.example/payment/status',
      'https://evil.example/payment/status',
    ]) {
      const response = await initializeWith(server, callbackUrl);
      expect(response.status).toBe(400);
      expect(response.body).toEqual(REFUSED);
    }
  });

  it('says at start that payments return to that address only', () => {
    expect(siteAddressNotice(config.publicUrlSetting, config)).toBe(
      'Open https://shop.example (PUBLIC_URL): payments return shoppers to this address only',
    );
  });
});
