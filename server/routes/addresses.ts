import { Hono } from 'hono';
import { validateAddress } from '../../src/domain/validation/address.ts';
import { addAddress, deleteAddress, listAddresses, updateAddress, type AddressInput } from '../accounts/address-book.ts';
import type { AppDeps } from '../app-deps.ts';
import { type AppEnv } from '../http/app-env.ts';
import { badRequest, notFound } from '../http/http-error.ts';
import { requireUser } from '../http/require-user.ts';
import { inputOf, reply } from '../http/contract-reply.ts';

export const ADDRESS_NOT_FOUND = 'Address not found';

/** The address book: add, update and delete, answering with the whole book. */
export function addressRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.use('/user/address', requireUser(deps));
  routes.use('/user/address/*', requireUser(deps));

  routes.post('/user/address', async (c) => {
    const { body } = inputOf(c, 'addAddress');
    checkAddress(body);
    const userId = c.get('session').id;
    await addAddress(deps.db, userId, body, deps.clock());
    return reply(c, 'addAddress', 201, {
      success: true,
      message: 'Address added successfully',
      addresses: await listAddresses(deps.db, userId),
    });
  });

  routes.put('/user/address/:id', async (c) => {
    const { params, body } = inputOf(c, 'updateAddress');
    checkAddress(body);
    const userId = c.get('session').id;
    if (!(await updateAddress(deps.db, userId, params.id, body))) throw notFound(ADDRESS_NOT_FOUND);
    return reply(c, 'updateAddress', 200, {
      success: true,
      message: 'Address updated successfully',
      addresses: await listAddresses(deps.db, userId),
    });
  });

  routes.delete('/user/address/:id', async (c) => {
    const { params } = inputOf(c, 'deleteAddress');
    const userId = c.get('session').id;
    if (!(await deleteAddress(deps.db, userId, params.id))) throw notFound(ADDRESS_NOT_FOUND);
    return reply(c, 'deleteAddress', 200, {
      success: true,
      message: 'Address deleted successfully',
      addresses: await listAddresses(deps.db, userId),
    });
  });

  return routes;
}

function checkAddress(body: AddressInput): void {
  const problem = validateAddress(body);
  if (problem) throw badRequest(problem);
}
