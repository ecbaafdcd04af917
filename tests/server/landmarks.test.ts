import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCustomer } from './support/accounts-helpers.ts';
import { OYO_ADDRESS, placeOrder } from './support/purchase-helpers.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

const ADDRESS = {
  label: 'Home',
  fullName: 'Ada Obi',
  address: '12 Ring Road',
  city: 'Ibadan',
  state: 'Oyo',
  zipCode: '200001',
  phone: '0803 555 0100',
};

describe('a landmark on an address', () => {
  it('is kept trimmed, is empty when none is given, and is cleared by an edit without one', async () => {
    const { token } = await signedInCustomer(server);
    const added = await server.api('POST', '/user/address', { token, body: { ...ADDRESS, landmark: '  Opposite Bodija market ' } });
    expect(added.status).toBe(201);
    const [first] = added.body.addresses;
    expect(first.landmark).toBe('Opposite Bodija market');
    const plain = await server.api('POST', '/user/address', { token, body: { ...ADDRESS, label: 'Office' } });
    expect(plain.body.addresses[1].landmark).toBe('');
    const edited = await server.api('PUT', `/user/address/${first._id}`, { token, body: ADDRESS });
    expect(edited.body.addresses.find((address: { _id: string }) => address._id === first._id).landmark).toBe('');
  });

  it('longer than 200 characters is refused', async () => {
    const { token } = await signedInCustomer(server);
    const response = await server.api('POST', '/user/address', { token, body: { ...ADDRESS, landmark: 'x'.repeat(201) } });
    expect(response.status).toBe(400);
    const fits = await server.api('POST', '/user/address', { token, body: { ...ADDRESS, landmark: 'x'.repeat(200) } });
    expect(fits.status).toBe(201);
  });

  it('travels with the order, and an order without one has none', async () => {
    const { token } = await signedInCustomer(server);
    const withLandmark = { ...OYO_ADDRESS, landmark: ' Behind the First Bank, second gate ' };
    const order = await placeOrder(server, token, [{ productId: 'canon-rf-50mm-f18', quantity: 1 }], {
      shippingAddress: withLandmark,
      billingAddress: withLandmark,
    });
    expect(order.shippingAddress.landmark).toBe('Behind the First Bank, second gate');
    const plain = await placeOrder(server, token, [{ productId: 'canon-rf-50mm-f18', quantity: 1 }], {
      shippingAddress: { ...OYO_ADDRESS, landmark: '   ' },
    });
    expect(plain.shippingAddress).not.toHaveProperty('landmark');
  });
});
