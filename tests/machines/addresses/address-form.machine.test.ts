import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type EventFromLogic } from 'xstate';
import { addressFormMachine, type Address, type AddressSave } from '../../../src/machines/addresses/address-form.machine.ts';
import { addressFormView } from '../../../src/machines/addresses/address-form.view.ts';
import { lagosHome } from '../fixtures/addresses.ts';

// Her phone in the international form, and an email for the courier.
const home: Address = { ...lagosHome, phone: '+234 803 123 4567', email: 'ada@example.com' };

class Rejected extends Error {
  readonly _tag = 'Rejected';
}

function start(save: (request: AddressSave) => Promise<readonly Address[]>, address: Address | null = null) {
  const sent: AddressSave[] = [];
  const machine = addressFormMachine.provide({
    actors: {
      saveAddress: fromPromise(async ({ input }) => {
        sent.push(input);
        return save(input);
      }),
    },
  });
  return { actor: createActor(machine, { input: { address } }).start(), sent };
}

type Actor = ReturnType<typeof start>['actor'];

function fill(
  actor: Actor,
  fields: Partial<Record<'label' | 'fullName' | 'address' | 'city' | 'state' | 'zipCode' | 'phone' | 'email', string>>,
) {
  for (const [field, value] of Object.entries(fields)) actor.send({ type: 'field.change', field: field as 'label', value });
}

const office = {
  label: 'Office',
  fullName: ' Bola Ade ',
  address: '3 Marina',
  city: 'Lagos Island',
  state: 'Lagos',
  zipCode: '101001',
  phone: '0803-555-0101',
};

describe('addressFormMachine', () => {
  it('shows the first failing rule on submit, in the order of the form, and sends nothing', () => {
    const { actor, sent } = start(async () => []);
    const messages: (string | null)[] = [];
    const submit = () => {
      actor.send({ type: 'form.submit' });
      messages.push(addressFormView(actor.getSnapshot()).error);
    };
    submit();
    fill(actor, { label: 'Office', fullName: 'Bola', address: '3 Marina', city: 'Lagos' });
    submit();
    fill(actor, { state: 'Lagos', zipCode: '101001' });
    submit();
    fill(actor, { phone: '0803 abc' });
    submit();
    fill(actor, { phone: '(0803) 555-0101', email: 'bola@' });
    submit();
    expect(messages).toEqual([
      'Address label is required',
      'State is required',
      'Phone number is required',
      'Invalid phone number format',
      'Invalid email format',
    ]);
    expect(sent).toEqual([]);
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('adds a new address, trimmed, without an empty email, and hands back the book with the new one', async () => {
    const saved: Address = {
      ...home,
      _id: 'a2',
      label: 'Office',
      fullName: 'Bola Ade',
      address: '3 Marina',
      city: 'Lagos Island',
      zipCode: '101001',
      phone: '0803-555-0101',
      isDefault: false,
    };
    const { actor, sent } = start(async () => [home, saved]);
    fill(actor, office);
    actor.send({ type: 'form.submit' });
    expect(addressFormView(actor.getSnapshot())).toMatchObject({ saving: true, submitLabel: 'Saving...', title: 'Add New Address' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(sent).toEqual([{ id: null, body: { ...office, fullName: 'Bola Ade', isDefault: false } }]);
    expect(actor.getSnapshot().output).toEqual({ addresses: [home, saved], savedId: 'a2' });
  });

  it('takes typing while it saves, and still finds the saved address by what was sent', async () => {
    const saved: Address = { ...home, _id: 'a2', ...office, fullName: 'Bola Ade', isDefault: false };
    let answer: (book: readonly Address[]) => void = () => undefined;
    const { actor, sent } = start(() => new Promise((resolve) => (answer = resolve)));
    fill(actor, office);
    actor.send({ type: 'form.submit' });
    fill(actor, { city: 'Yaba' });
    actor.send({ type: 'default.change', value: true });
    expect(addressFormView(actor.getSnapshot()).fields).toMatchObject({ city: 'Yaba', isDefault: true });
    answer([home, saved]);
    await waitFor(actor, (s) => s.status === 'done');
    expect(sent).toEqual([{ id: null, body: { ...office, fullName: 'Bola Ade', isDefault: false } }]);
    expect(actor.getSnapshot().output).toEqual({ addresses: [home, saved], savedId: 'a2' });
  });

  it('keeps what was typed during a refused save', async () => {
    let refuse: (error: Error) => void = () => undefined;
    const { actor } = start(() => new Promise((_, reject) => (refuse = reject)), home);
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'field.change', field: 'landmark', value: 'Opposite the bank' });
    refuse(new Rejected('Please select a valid state'));
    await waitFor(actor, (s) => s.matches('editing'));
    expect(addressFormView(actor.getSnapshot())).toMatchObject({
      error: 'Please select a valid state',
      fields: { landmark: 'Opposite the bank' },
    });
  });

  it('edits an address in place, as the default', async () => {
    const { actor, sent } = start(async () => [home], home);
    expect(addressFormView(actor.getSnapshot()).title).toBe('Edit Address');
    actor.send({ type: 'field.change', field: 'city', value: 'Yaba' });
    actor.send({ type: 'default.change', value: true });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    // The saved address's empty landmark is left out of the body, as on a new address.
    expect(sent[0]).toEqual({ id: 'a1', body: { ...home, _id: undefined, landmark: undefined, city: 'Yaba', isDefault: true } });
    expect(actor.getSnapshot().output?.savedId).toBe('a1');
  });

  it('shows the server message, else "Failed to add address" / "Failed to update address", and stays open', async () => {
    const added = start(() => Promise.reject(new Error('offline')));
    fill(added.actor, office);
    added.actor.send({ type: 'form.submit' });
    await waitFor(added.actor, (s) => s.matches('editing'));
    expect(addressFormView(added.actor.getSnapshot()).error).toBe('Failed to add address');

    const edited = start(() => Promise.reject(new Error('offline')), home);
    edited.actor.send({ type: 'form.submit' });
    await waitFor(edited.actor, (s) => s.matches('editing'));
    expect(addressFormView(edited.actor.getSnapshot()).error).toBe('Failed to update address');

    const refused = start(() => Promise.reject(new Rejected('Please select a valid state')), home);
    refused.actor.send({ type: 'form.submit' });
    await waitFor(refused.actor, (s) => s.matches('editing'));
    expect(addressFormView(refused.actor.getSnapshot())).toMatchObject({
      error: 'Please select a valid state',
      saving: false,
      submitLabel: 'Save Address',
    });
  });

  it('offers the 37 states', () => {
    const { actor } = start(async () => []);
    const { states } = addressFormView(actor.getSnapshot());
    expect(states).toHaveLength(37);
    expect(states).toContain('FCT');
  });
});

describe('addressFormMachine, every shortest path', () => {
  const events = [
    { type: 'field.change', field: 'label', value: 'Home' },
    { type: 'form.submit' },
    { type: 'xstate.done.actor.saveAddress', output: [home] },
    { type: 'xstate.error.actor.saveAddress', error: new Error('offline') },
  ] as unknown as EventFromLogic<typeof addressFormMachine>[];

  it('an empty form never reaches saving; a complete one reaches saved', () => {
    const fromEmpty = getShortestPaths(addressFormMachine, { events, input: {} });
    expect(new Set(fromEmpty.map((path) => path.state.value))).toEqual(new Set(['editing']));
    const fromHome = getShortestPaths(addressFormMachine, { events, input: { address: home } });
    expect(new Set(fromHome.map((path) => path.state.value))).toEqual(new Set(['editing', 'saving', 'saved']));
    for (const path of fromHome) {
      if (path.state.matches('saving')) expect(path.state.context.error).toBeNull();
      if (path.state.matches('saved')) expect(path.state.context.result).toEqual({ addresses: [home], savedId: 'a1' });
    }
  });
});
