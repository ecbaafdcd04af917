import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCustomer } from './support/accounts-helpers.ts';
import { placeOrder, setStock } from './support/purchase-helpers.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

describe('POST /order/{id}/cancel without a reason', () => {
  it.each(['', '   ', ' \t\n '])(
    "answers 400 'Please select a reason for cancellation' for %j and leaves the order as it was",
    async (reason) => {
      const { token } = await signedInCustomer(server);
      await setStock(server, 'lens-mug', 20);
      const order = await placeOrder(server, token, [{ productId: 'lens-mug', quantity: 1 }]);
      const response = await server.api('POST', `/order/${order._id}/cancel`, { token, body: { reason } });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ success: false, message: 'Please select a reason for cancellation' });
      expect((await server.api('GET', `/order/${order._id}`, { token })).body.order.status).toBe('pending');
    },
  );

  it('refuses an undocumented field beside the reason', async () => {
    const { token } = await signedInCustomer(server);
    await setStock(server, 'lens-mug', 20);
    const order = await placeOrder(server, token, [{ productId: 'lens-mug', quantity: 1 }]);
    const response = await server.api('POST', `/order/${order._id}/cancel`, {
      token,
      body: { reason: 'Changed my mind', refund: 999_999 },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, message: 'refund is not allowed' });
  });
});
