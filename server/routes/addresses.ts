import { Hono } from 'hono';
import { validateAddress } from '../../src/domain/validation/address.ts';
import { addAddress, deleteAddress, listAddresses, updateAddress, type AddressInput } from '../accounts/address-book.ts';
import type { AppDeps } from '../app-deps.ts';
import { inputOf, type AppEnv } from '../http/app-env.ts';
import { badRequest, notFound } from '../http/http-error.ts';
import { requireUser } from '../http/require-user.ts';

export const ADDRESS_NOT_FOUND = 'Address not found';

/** The address book: add, update and delete, answering with the whole book. */
export function addressRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.use('/user/address', requireUser(deps));
  routes.use('/user/address/*', requireUser(deps));

  routes.post('/user/address', async (c) => {
    const { body } = inputOf<never, never, AddressInput>(c);
    checkAddress(body);
    const userId = c.get('session').id;
    await addAddress(deps.db, userId, body, deps.clock());
    return c.json({ success: true, message: 'Address added successfully', addresses: await listAddresses(deps.db, userId) }, 201);
  });

  routes.put('/user/address/:id', async (c) => {
    const { params, body } = inputOf<{ id: string }, never, AddressInput>(c);
    checkAddress(body);
    const userId = c.get('session').id;
    if (!(await updateAddress(deps.db, userId, params.id, body))) throw notFound(ADDRESS_NOT_FOUND);
    return c.json({ success: true, message: 'Address updated successfully', addresses: await listAddresses(deps.db, userId) });
  });

  routes.delete('/user/address/:id', async (c) => {
    const { params } = inputOf<{ id: string }>(c);
    const userId = c.get('session').id;
    if (!(await deleteAddress(deps.db, userId, params.id))) throw notFound(ADDRESS_NOT_FOUND);
    return c.json({ success: true, message: 'Address deleted successfully', addresses: await listAddresses(deps.db, userId) });
  });

  return routes;
}

function checkAddress(body: AddressInput): void {
  const problem = validateAddress(body);
  if (problem) throw badRequest(problem);
}
