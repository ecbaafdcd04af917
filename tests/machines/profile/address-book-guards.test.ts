import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Address, AddressInput } from '../../../src/machines/addresses/address-form.machine.ts';
import { addressBookMachine } from '../../../src/machines/profile/address-book.machine.ts';
import { lagosHome } from '../fixtures/addresses.ts';

function start(addresses: readonly Address[]) {
  const calls: string[] = [];
  const machine = addressBookMachine.provide({
    actors: {
      deleteAddress: fromPromise<readonly Address[], { id: string }>(async ({ input }) => {
        calls.push(`delete ${input.id}`);
        return [];
      }),
      updateAddress: fromPromise<readonly Address[], { id: string; body: AddressInput }>(async ({ input }) => {
        calls.push(`update ${input.id}`);
        return [];
      }),
    },
  });
  const actor = createActor(machine, { input: { addresses } }).start();
  return { actor, calls };
}

describe('addressBookMachine guards and dialog input', () => {
  it('ignores a delete or make-default for an address not in the book', () => {
    const { actor, calls } = start([lagosHome]);
    actor.send({ type: 'address.delete', addressId: 'zz' });
    expect(actor.getSnapshot().value).toBe('list');
    expect(actor.getSnapshot().context.targetId).toBeNull();
    actor.send({ type: 'address.makeDefault', addressId: 'zz' });
    expect(actor.getSnapshot().value).toBe('list');
    expect(calls).toEqual([]);
  });

  it('accepts a delete and a make-default for an address in the book', () => {
    const deleting = start([lagosHome]);
    deleting.actor.send({ type: 'address.delete', addressId: 'a1' });
    expect(deleting.actor.getSnapshot().value).toBe('confirmingDelete');
    expect(deleting.actor.getSnapshot().context.targetId).toBe('a1');
    const defaulting = start([lagosHome]);
    defaulting.actor.send({ type: 'address.makeDefault', addressId: 'a1' });
    expect(defaulting.actor.getSnapshot().value).toBe('makingDefault');
    expect(defaulting.calls).toEqual(['update a1']);
  });

  it('the first address of an empty book starts as the default; later ones do not', () => {
    const empty = start([]);
    empty.actor.send({ type: 'address.add' });
    expect(empty.actor.getSnapshot().children.addressForm?.getSnapshot().context.fields.isDefault).toBe(true);
    const filled = start([lagosHome]);
    filled.actor.send({ type: 'address.add' });
    expect(filled.actor.getSnapshot().children.addressForm?.getSnapshot().context.fields.isDefault).toBe(false);
  });
});
