import { deleteAddress, updateAddress } from '../../api/account.ts';
import type { AddressInput } from '../addresses/address-form.machine.ts';
import { apiClient } from '../../infrastructure/api-client.ts';

/** DELETE /user/address/{id}: the address book back (loaded on first use). */
export function removeAddress(id: string, signal: AbortSignal) {
  return deleteAddress(apiClient, id, signal);
}

/** PUT /user/address/{id}. */
export function changeAddress(id: string, body: AddressInput, signal: AbortSignal) {
  return updateAddress(apiClient, id, body, signal);
}
