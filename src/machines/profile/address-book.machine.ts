import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { reportEffect, type AppEffect } from '../app-effects.ts';
import { addressFormMachine, type Address, type AddressInput } from '../addresses/address-form.machine.ts';
import { failureMessage } from '../request-failure.ts';
import { unprovided } from '../unprovided.ts';

export const DELETE_FAILED = 'Failed to delete address';
export const UPDATE_FAILED = 'Failed to update address';
export const ADDRESS_SAVED = 'Address saved';
export const ADDRESS_DELETED = 'Address deleted';
export const DEFAULT_CHANGED = 'Default address updated';

interface AddressBookContext {
  readonly addresses: readonly Address[];
  /** The address open in the shared dialog; null for a new one. */
  readonly editing: Address | null;
  /** The address a delete or make-default is about. */
  readonly targetId: string | null;
}

export type AddressBookEvent =
  | { type: 'address.add' }
  | { type: 'address.edit'; addressId: string }
  | { type: 'address.delete'; addressId: string }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' }
  | { type: 'address.makeDefault'; addressId: string }
  | { type: 'dialog.close' };

/** PUT /user/address/{id} body that keeps the address and makes it the default. */
export function asDefault(address: Address): AddressInput {
  const { _id: _ignored, ...fields } = address;
  return { ...fields, isDefault: true };
}

/**
 * The Address Book tab: the list with the default
 * marked; add and edit in the shared address dialog (addresses/address-form.machine.ts); delete
 * after a confirmation; make default. Runs as a child of the profile screen, so its effects are
 * reported to the parent (src/README.md).
 */
export const addressBookMachine = setup({
  types: {
    context: {} as AddressBookContext,
    events: {} as AddressBookEvent,
    emitted: {} as AppEffect,
    input: {} as { addresses: readonly Address[] },
    children: {} as { addressForm: 'addressForm' },
  },
  actors: {
    addressForm: addressFormMachine,
    deleteAddress: fromPromise<readonly Address[], { id: string }>(() => unprovided('deleteAddress')),
    updateAddress: fromPromise<readonly Address[], { id: string; body: AddressInput }>(() => unprovided('updateAddress')),
  },
  guards: {
    // Only an address of the book can be deleted or made the default (a stale button does nothing).
    addressIsInBook: ({ context, event }) => 'addressId' in event && context.addresses.some((address) => address._id === event.addressId),
  },
  actions: {
    report: enqueueActions(({ enqueue, self }, effect: AppEffect) => reportEffect(enqueue, self, effect)),
  },
}).createMachine({
  id: 'addressBook',
  context: ({ input }) => ({ addresses: input.addresses, editing: null, targetId: null }),
  initial: 'list',
  states: {
    list: {
      on: {
        'address.add': { target: 'dialog', actions: assign({ editing: null }) },
        'address.edit': {
          target: 'dialog',
          actions: assign({ editing: ({ context, event }) => context.addresses.find((a) => a._id === event.addressId) ?? null }),
        },
        'address.delete': {
          guard: 'addressIsInBook',
          target: 'confirmingDelete',
          actions: assign({ targetId: ({ event }) => event.addressId }),
        },
        'address.makeDefault': {
          guard: 'addressIsInBook',
          target: 'makingDefault',
          actions: assign({ targetId: ({ event }) => event.addressId }),
        },
      },
    },
    dialog: {
      invoke: {
        id: 'addressForm',
        src: 'addressForm',
        input: ({ context }) => ({ address: context.editing, makeDefault: context.addresses.length === 0 }),
        onDone: {
          target: 'list',
          actions: [
            assign({ addresses: ({ event }) => event.output.addresses, editing: null }),
            { type: 'report', params: { type: 'toast', kind: 'success', message: ADDRESS_SAVED } },
            { type: 'report', params: { type: 'user.changed' } },
          ],
        },
      },
      on: { 'dialog.close': { target: 'list', actions: assign({ editing: null }) } },
    },
    confirmingDelete: {
      on: { 'delete.confirm': 'deleting', 'delete.cancel': { target: 'list', actions: assign({ targetId: null }) } },
    },
    deleting: {
      invoke: {
        id: 'deleteAddress',
        src: 'deleteAddress',
        // Set on the way in (address.delete, for an address of the book).
        input: ({ context }) => ({ id: context.targetId as string }),
        onDone: {
          target: 'list',
          actions: [
            assign({ addresses: ({ event }) => event.output, targetId: null }),
            { type: 'report', params: { type: 'toast', kind: 'success', message: ADDRESS_DELETED } },
            { type: 'report', params: { type: 'user.changed' } },
          ],
        },
        onError: {
          target: 'list',
          actions: [
            assign({ targetId: null }),
            {
              type: 'report',
              params: ({ event }) => ({ type: 'toast', kind: 'error', message: failureMessage(event.error, DELETE_FAILED) }),
            },
          ],
        },
      },
    },
    makingDefault: {
      invoke: {
        id: 'updateAddress',
        src: 'updateAddress',
        // addressIsInBook let the target in, and the book does not change before this runs.
        input: ({ context }) => {
          const address = context.addresses.find((a) => a._id === context.targetId) as Address;
          return { id: address._id, body: asDefault(address) };
        },
        onDone: {
          target: 'list',
          actions: [
            assign({ addresses: ({ event }) => event.output, targetId: null }),
            { type: 'report', params: { type: 'toast', kind: 'success', message: DEFAULT_CHANGED } },
            { type: 'report', params: { type: 'user.changed' } },
          ],
        },
        onError: {
          target: 'list',
          actions: [
            assign({ targetId: null }),
            {
              type: 'report',
              params: ({ event }) => ({ type: 'toast', kind: 'error', message: failureMessage(event.error, UPDATE_FAILED) }),
            },
          ],
        },
      },
    },
  },
});
