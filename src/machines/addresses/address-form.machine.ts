import { displayPhone, storedPhone } from '../../domain/phone.ts';
import { assign, fromPromise, setup } from 'xstate';
import type { components } from '../../api/schema.gen.ts';
import { validateAddress } from '../../domain/validation/address.ts';
import { failureMessage } from '../request-failure.ts';
import { unprovided } from '../unprovided.ts';

export type Address = components['schemas']['Address'];
export type AddressInput = components['schemas']['AddressInput'];

/** The text fields of the form, in the order the form shows them. */
export type AddressTextField = 'label' | 'fullName' | 'address' | 'landmark' | 'city' | 'state' | 'zipCode' | 'phone' | 'email';

export type AddressFields = Record<AddressTextField, string> & { readonly isDefault: boolean };

export const ADD_FAILED = 'Failed to add address';
export const UPDATE_FAILED = 'Failed to update address';

/** What the save request gets: the address's id when editing, and the fields as the contract takes them. */
export interface AddressSave {
  readonly id: string | null;
  readonly body: AddressInput;
}

/** What the form hands its parent once saved: the whole address book, and which one was saved. */
export interface AddressFormOutput {
  readonly addresses: readonly Address[];
  readonly savedId: string | null;
}

interface AddressFormContext {
  /** null for a new address. */
  readonly addressId: string | null;
  readonly fields: AddressFields;
  readonly error: string | null;
  /** The fields as confirmed, while they are saved: typing goes on meanwhile, and the saved address is found by what was sent. */
  readonly sending: AddressInput | null;
  /** The server's answer, once saved. */
  readonly result: AddressFormOutput | null;
}

export type AddressFormEvent =
  { type: 'field.change'; field: AddressTextField; value: string } | { type: 'default.change'; value: boolean } | { type: 'form.submit' };

const EMPTY: AddressFields = {
  label: '',
  fullName: '',
  address: '',
  landmark: '',
  city: '',
  state: '',
  zipCode: '',
  phone: '',
  email: '',
  isDefault: false,
};

function fieldsOf(address: Address | null | undefined, makeDefault: boolean): AddressFields {
  if (!address) return { ...EMPTY, isDefault: makeDefault };
  const { label, fullName, city, state, zipCode, phone, isDefault } = address;
  return {
    label,
    fullName,
    address: address.address,
    landmark: address.landmark ?? '',
    city,
    state,
    zipCode,
    phone: displayPhone(phone),
    email: address.email ?? '',
    isDefault,
  };
}

/** The fields as the server takes them: trimmed, the optional email and landmark left out when empty. */
export function addressInput(fields: AddressFields): AddressInput {
  const trimmed = (value: string) => value.trim();
  const body: AddressInput = {
    label: trimmed(fields.label),
    fullName: trimmed(fields.fullName),
    address: trimmed(fields.address),
    city: trimmed(fields.city),
    state: trimmed(fields.state),
    zipCode: trimmed(fields.zipCode),
    phone: trimmed(fields.phone),
    isDefault: fields.isDefault,
  };
  const email = trimmed(fields.email);
  const landmark = trimmed(fields.landmark);
  return { ...body, ...(email === '' ? {} : { email }), ...(landmark === '' ? {} : { landmark }) };
}

/** The saved address in the book the server answered: the edited one, else the newest that matches what was sent. */
export function savedAddressId(addresses: readonly Address[], save: AddressSave): string | null {
  if (save.id) return save.id;
  const { body } = save;
  const matches = addresses.filter(
    (address) =>
      address.label === body.label &&
      address.fullName === body.fullName &&
      address.address === body.address &&
      address.city === body.city &&
      address.state === body.state &&
      storedPhone(address.phone) === storedPhone(body.phone),
  );
  return matches.at(-1)?._id ?? null;
}

/**
 * The add/edit address form shared by checkout and the address book:
 * checks the fields with the domain's rules on submit (the first failing message shows), saves,
 * and finishes with the server's address book. Its parent closes the dialog and reloads the user.
 */
export const addressFormMachine = setup({
  types: {
    context: {} as AddressFormContext,
    events: {} as AddressFormEvent,
    input: {} as { address?: Address | null; makeDefault?: boolean },
    output: {} as AddressFormOutput,
  },
  actors: {
    saveAddress: fromPromise<readonly Address[], AddressSave>(() => unprovided('saveAddress')),
  },
  guards: {
    isValid: ({ context }) => validateAddress(addressInput(context.fields)) === null,
  },
}).createMachine({
  id: 'addressForm',
  context: ({ input }) => ({
    addressId: input.address?._id ?? null,
    fields: fieldsOf(input.address, input.makeDefault ?? false),
    error: null,
    sending: null,
    result: null,
  }),
  initial: 'editing',
  // Typing is taken while the address saves too; a refusal then shows beside what is typed now.
  on: {
    'field.change': { actions: assign({ fields: ({ context, event }) => ({ ...context.fields, [event.field]: event.value }) }) },
    'default.change': { actions: assign({ fields: ({ context, event }) => ({ ...context.fields, isDefault: event.value }) }) },
  },
  states: {
    editing: {
      on: {
        'form.submit': [
          { guard: 'isValid', target: 'saving', actions: assign({ error: null, sending: ({ context }) => addressInput(context.fields) }) },
          { actions: assign({ error: ({ context }) => validateAddress(addressInput(context.fields)) }) },
        ],
      },
    },
    saving: {
      invoke: {
        id: 'saveAddress',
        src: 'saveAddress',
        // Set on the way in (form.submit).
        input: ({ context }) => ({ id: context.addressId, body: context.sending as AddressInput }),
        onDone: {
          target: 'saved',
          actions: assign({
            result: ({ context, event }) => ({
              addresses: event.output,
              savedId: savedAddressId(event.output, { id: context.addressId, body: context.sending as AddressInput }),
            }),
          }),
        },
        onError: {
          target: 'editing',
          actions: assign({ error: ({ context, event }) => failureMessage(event.error, context.addressId ? UPDATE_FAILED : ADD_FAILED) }),
        },
      },
    },
    saved: { type: 'final' },
  },
  // Computed only in 'saved', which is entered with the server's answer.
  output: ({ context }) => context.result as AddressFormOutput,
});
