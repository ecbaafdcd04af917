import { addAddress, updateAddress } from '../../api/account.ts';
import { apiClient } from '../../infrastructure/api-client.ts';
import type { AddressSave } from './address-form.machine.ts';

/** POST /user/address or PUT /user/address/{id}: the whole address book back. */
export function saveAddress({ id, body }: AddressSave, signal: AbortSignal) {
  return id ? updateAddress(apiClient, id, body, signal) : addAddress(apiClient, body, signal);
}
