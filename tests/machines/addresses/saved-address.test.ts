import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  addressFormMachine,
  addressInput,
  savedAddressId,
  type Address,
  type AddressFields,
  type AddressSave,
} from '../../../src/machines/addresses/address-form.machine.ts';

const sent: AddressFields = {
  label: 'Office',
  fullName: 'Bola Ade',
  address: '3 Marina',
  city: 'Lagos Island',
  state: 'Lagos',
  zipCode: '101001',
  phone: '0803-555-0101',
  landmark: '',
  email: '',
  isDefault: false,
};

/** An address as the server answers it: the phone in the form it stores (E.164 for a Nigerian number). */
function saved(_id: string, overrides: Partial<Address> = {}): Address {
  return { _id, ...addressInput(sent), phone: '+2348035550101', landmark: '', email: '', isDefault: false, ...overrides };
}

describe('savedAddressId: which address of the answered book is the one just saved', () => {
  it('an edit is the edited address, whatever the book says', () => {
    expect(savedAddressId([], { id: 'a9', body: addressInput(sent) })).toBe('a9');
  });

  it('a new address is the newest that matches label, name, street, city, state and phone', () => {
    const book = [saved('a1'), saved('a2'), saved('a3', { label: 'Home' })];
    expect(savedAddressId(book, { id: null, body: addressInput(sent) })).toBe('a2');
  });

  it('an address that differs in any one of those fields is not it', () => {
    const differing: Partial<Address>[] = [
      { label: 'Home' },
      { fullName: 'Ada Obi' },
      { address: '12 Allen Avenue' },
      { city: 'Ikeja' },
      { state: 'Ogun' },
      { phone: '+2348035550199' },
    ];
    for (const overrides of differing) {
      expect(savedAddressId([saved('a1'), saved('a2', overrides)], { id: null, body: addressInput(sent) })).toBe('a1');
      expect(savedAddressId([saved('a2', overrides)], { id: null, body: addressInput(sent) })).toBeNull();
    }
  });

  it('the phone is the same number in any of its forms', () => {
    expect(savedAddressId([saved('a1', { phone: '0803 555 0101' })], { id: null, body: addressInput(sent) })).toBe('a1');
    expect(savedAddressId([saved('a1')], { id: null, body: addressInput({ ...sent, phone: '+234 803 555 0101' }) })).toBe('a1');
  });

  it('the zip code and the email do not decide it (the server may normalise them)', () => {
    expect(savedAddressId([saved('a1', { zipCode: '101002', email: 'x@example.com' })], { id: null, body: addressInput(sent) })).toBe('a1');
  });
});

describe('addressInput: the fields as the server takes them', () => {
  it('sends a landmark trimmed, and leaves an empty one out like an empty email', () => {
    expect(addressInput({ ...sent, landmark: '  Opposite Bodija market ' }).landmark).toBe('Opposite Bodija market');
    expect(addressInput({ ...sent, landmark: '   ' })).not.toHaveProperty('landmark');
    expect(addressInput(sent)).not.toHaveProperty('email');
  });

  it('an edited address shows its landmark, or an empty field without one', () => {
    const withLandmark = createActor(addressFormMachine, {
      input: { address: saved('a1', { landmark: 'Opposite Bodija market' }) },
    }).start();
    expect(withLandmark.getSnapshot().context.fields.landmark).toBe('Opposite Bodija market');
    const without = { ...saved('a2'), landmark: undefined } as unknown as Address;
    expect(
      createActor(addressFormMachine, { input: { address: without } })
        .start()
        .getSnapshot().context.fields.landmark,
    ).toBe('');
  });
});

describe('addressFormMachine, defaults', () => {
  it('a new address starts empty, with the default box as its parent asks, and an existing one without email shows an empty field', () => {
    const blank = createActor(addressFormMachine, { input: { makeDefault: true } }).start();
    expect(blank.getSnapshot().context.fields).toEqual({
      label: '',
      fullName: '',
      address: '',
      city: '',
      state: '',
      zipCode: '',
      landmark: '',
      phone: '',
      email: '',
      isDefault: true,
    });
    const noEmail = { ...saved('a1'), email: undefined } as unknown as Address;
    const editing = createActor(addressFormMachine, { input: { address: noEmail } }).start();
    expect(editing.getSnapshot().context.fields.email).toBe('');
    expect(editing.getSnapshot().context.addressId).toBe('a1');
  });

  it('an edited address shows its stored Nigerian phone grouped, any other as stored', () => {
    const nigerian = createActor(addressFormMachine, { input: { address: saved('a1') } }).start();
    expect(nigerian.getSnapshot().context.fields.phone).toBe('+234 803 555 0101');
    const foreign = createActor(addressFormMachine, { input: { address: saved('a2', { phone: '+44 20 7946 0958' }) } }).start();
    expect(foreign.getSnapshot().context.fields.phone).toBe('+44 20 7946 0958');
  });

  it('hands back the answered book and the saved id as its output', async () => {
    const book = [saved('a1')];
    const machine = addressFormMachine.provide({ actors: { saveAddress: fromPromise<readonly Address[], AddressSave>(async () => book) } });
    const actor = createActor(machine, { input: {} }).start();
    for (const [field, value] of Object.entries(sent))
      if (typeof value === 'string') actor.send({ type: 'field.change', field: field as 'label', value });
    actor.send({ type: 'form.submit' });
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.output).toEqual({ addresses: book, savedId: 'a1' });
  });
});
