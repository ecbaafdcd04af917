import { displayPhone } from '../../domain/phone.ts';
import type { SnapshotFrom } from 'xstate';
import type { addressBookMachine } from './address-book.machine.ts';

export interface AddressBookView {
  readonly addresses: readonly { id: string; label: string; lines: readonly string[]; isDefault: boolean }[];
  readonly dialogOpen: boolean;
  /** The label of the address waiting for a delete confirmation, else null. */
  readonly confirmingDelete: string | null;
  readonly busy: boolean;
}

export function addressBookView(snapshot: SnapshotFrom<typeof addressBookMachine>): AddressBookView {
  const { addresses, targetId } = snapshot.context;
  return {
    addresses: addresses.map((address) => ({
      id: address._id,
      label: address.label,
      lines: [
        address.fullName,
        address.address,
        address.landmark ?? '',
        `${address.city}, ${address.state} ${address.zipCode}`,
        displayPhone(address.phone),
        address.email ?? '',
      ].filter((line) => line !== ''),
      isDefault: address.isDefault,
    })),
    dialogOpen: snapshot.matches('dialog'),
    confirmingDelete: snapshot.matches('confirmingDelete') ? (addresses.find((a) => a._id === targetId)?.label ?? '') : null,
    busy: snapshot.matches('deleting') || snapshot.matches('makingDefault'),
  };
}
