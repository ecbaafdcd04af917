import type { SnapshotFrom } from 'xstate';
import { NIGERIAN_STATES } from '../../domain/nigerian-states.ts';
import type { AddressFields, addressFormMachine } from './address-form.machine.ts';

export interface AddressFormView {
  readonly title: string;
  readonly fields: AddressFields;
  readonly states: readonly string[];
  /** The first failing rule, or the server's refusal. */
  readonly error: string | null;
  readonly saving: boolean;
  readonly submitLabel: string;
}

/** The add/edit address dialog, from the form's snapshot. */
export function addressFormView(snapshot: SnapshotFrom<typeof addressFormMachine>): AddressFormView {
  const saving = snapshot.matches('saving');
  return {
    title: snapshot.context.addressId ? 'Edit Address' : 'Add New Address',
    fields: snapshot.context.fields,
    states: NIGERIAN_STATES,
    error: snapshot.context.error,
    saving,
    submitLabel: saving ? 'Saving...' : 'Save Address',
  };
}
