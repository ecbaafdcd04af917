import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type EventFromLogic } from 'xstate';
import {
  addressFormMachine,
  type Address,
  type AddressInput,
  type AddressSave,
} from '../../../src/machines/addresses/address-form.machine.ts';
import type { AppEffect } from '../../../src/machines/app-effects.ts';
import { addressBookMachine, asDefault } from '../../../src/machines/profile/address-book.machine.ts';
import { addressBookView } from '../../../src/machines/profile/address-book.view.ts';
import { lagosHome } from '../fixtures/addresses.ts';

const office: Address = { ...lagosHome, _id: 'a2', label: 'Office', isDefault: false };
const annex: Address = { ...office, _id: 'a3', label: 'Annex' };

function harness({ deleteError = null as unknown, updateError = null as unknown } = {}) {
  const calls: { deleted: string[]; updated: { id: string; body: AddressInput }[] } = { deleted: [], updated: [] };
  const machine = addressBookMachine.provide({
    actors: {
      // The shared dialog's machine, its save answering with a book holding the new address.
      addressForm: addressFormMachine.provide({
        actors: { saveAddress: fromPromise<readonly Address[], AddressSave>(async () => [lagosHome, office, annex]) },
      }),
      deleteAddress: fromPromise(async ({ input }) => {
        calls.deleted.push(input.id);
        if (deleteError) throw deleteError;
        return [lagosHome];
      }),
      updateAddress: fromPromise(async ({ input }) => {
        calls.updated.push(input);
        if (updateError) throw updateError;
        return [
          { ...lagosHome, isDefault: false },
          { ...office, isDefault: true },
        ];
      }),
    },
  });
  const actor = createActor(machine, { input: { addresses: [lagosHome, office] } });
  const effects: AppEffect[] = [];
  actor.on('*', (event) => effects.push(event));
  actor.start();
  return { actor, calls, effects };
}

describe('addressBookMachine', () => {
  it('lists the book with the default marked', () => {
    const { actor } = harness();
    expect(addressBookView(actor.getSnapshot()).addresses.map((a) => [a.label, a.isDefault])).toEqual([
      ['Home', true],
      ['Office', false],
    ]);
  });

  it('a saved dialog replaces the book and reports the change', async () => {
    const { actor, effects } = harness();
    actor.send({ type: 'address.add' });
    const form = actor.getSnapshot().children.addressForm;
    for (const [field, value] of [
      ['label', 'Annex'],
      ['fullName', 'Ada Obi'],
      ['address', '1 Marina'],
      ['city', 'Lagos Island'],
      ['state', 'Lagos'],
      ['zipCode', '101001'],
      ['phone', '08031234567'],
    ] as const) {
      form?.send({ type: 'field.change', field, value });
    }
    form?.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('list'));
    expect(addressBookView(actor.getSnapshot()).addresses.map((a) => a.label)).toEqual(['Home', 'Office', 'Annex']);
    expect(effects).toEqual([{ type: 'toast', kind: 'success', message: 'Address saved' }, { type: 'user.changed' }]);
  });

  it('delete asks first; cancel keeps it; confirm deletes; a failure says "Failed to delete address"', async () => {
    const { actor, calls, effects } = harness();
    actor.send({ type: 'address.delete', addressId: 'a2' });
    expect(addressBookView(actor.getSnapshot()).confirmingDelete).toBe('Office');
    actor.send({ type: 'delete.cancel' });
    expect(calls.deleted).toEqual([]);
    actor.send({ type: 'address.delete', addressId: 'a2' });
    actor.send({ type: 'delete.confirm' });
    await waitFor(actor, (s) => s.matches('list'));
    expect(calls.deleted).toEqual(['a2']);
    expect(actor.getSnapshot().context.addresses).toEqual([lagosHome]);
    expect(effects).toEqual([{ type: 'toast', kind: 'success', message: 'Address deleted' }, { type: 'user.changed' }]);

    const failing = harness({ deleteError: new Error('offline') });
    failing.actor.send({ type: 'address.delete', addressId: 'a2' });
    failing.actor.send({ type: 'delete.confirm' });
    await waitFor(failing.actor, () => failing.effects.length === 1);
    expect(failing.effects).toEqual([{ type: 'toast', kind: 'error', message: 'Failed to delete address' }]);
  });

  it('make default sends the address with isDefault true; a failure says the server message, else "Failed to update address"', async () => {
    const { actor, calls } = harness();
    actor.send({ type: 'address.makeDefault', addressId: 'a2' });
    expect(addressBookView(actor.getSnapshot()).busy).toBe(true);
    await waitFor(actor, (s) => s.matches('list'));
    expect(calls.updated).toEqual([{ id: 'a2', body: asDefault(office) }]);
    expect(calls.updated[0]?.body).toMatchObject({ label: 'Office', isDefault: true });
    expect(calls.updated[0]?.body).not.toHaveProperty('_id');
    for (const [error, message] of [
      [{ _tag: 'Rejected', status: 400, message: 'Invalid phone number format' }, 'Invalid phone number format'],
      [new Error('offline'), 'Failed to update address'],
    ] as const) {
      const failing = harness({ updateError: error });
      failing.actor.send({ type: 'address.makeDefault', addressId: 'a2' });
      await waitFor(failing.actor, () => failing.effects.length === 1);
      expect(failing.effects).toEqual([{ type: 'toast', kind: 'error', message }]);
    }
  });
});

describe('addressBookMachine, every shortest path', () => {
  const events = [
    { type: 'address.add' },
    { type: 'address.edit', addressId: 'a2' },
    { type: 'address.delete', addressId: 'a2' },
    { type: 'delete.confirm' },
    { type: 'delete.cancel' },
    { type: 'address.makeDefault', addressId: 'a2' },
    { type: 'dialog.close' },
    { type: 'xstate.done.actor.addressForm', output: { addresses: [lagosHome], savedId: 'a1' } },
    { type: 'xstate.done.actor.deleteAddress', output: [lagosHome] },
    { type: 'xstate.error.actor.deleteAddress', error: new Error('offline') },
    { type: 'xstate.done.actor.updateAddress', output: [lagosHome, office] },
    { type: 'xstate.error.actor.updateAddress', error: new Error('offline') },
  ] as unknown as EventFromLogic<typeof addressBookMachine>[];
  const paths = getShortestPaths(addressBookMachine, { events, input: { addresses: [lagosHome, office] } });

  it('reaches every state, and a delete or default change always names an address', () => {
    expect(new Set(paths.map((path) => path.state.value))).toEqual(
      new Set(['list', 'dialog', 'confirmingDelete', 'deleting', 'makingDefault']),
    );
    for (const path of paths) {
      if (['confirmingDelete', 'deleting', 'makingDefault'].includes(String(path.state.value)))
        expect(path.state.context.targetId).toBe('a2');
      if (path.state.matches('list')) expect(path.state.context.targetId).toBeNull();
    }
  });
});
