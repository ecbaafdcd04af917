import { useId } from 'react';
import type { AddressFormEvent, AddressTextField } from '../../machines/addresses/address-form.machine.ts';
import type { AddressFormView } from '../../machines/addresses/address-form.view.ts';
import { primaryButton, secondaryButton } from '../styles/buttons.css.ts';
import * as styles from './AddressDialog.css.ts';
import { MachineForm } from '../widgets/MachineForm.tsx';

interface AddressFormProps {
  readonly view: AddressFormView;
  readonly send: (event: AddressFormEvent) => void;
  readonly onCancel: () => void;
}

const TEXT_FIELDS: readonly {
  field: Exclude<AddressTextField, 'state'>;
  label: string;
  autoComplete: string;
  type?: 'tel' | 'email';
  wide?: boolean;
}[] = [
  { field: 'label', label: 'Address label (e.g. Home, Office)', autoComplete: 'off' },
  { field: 'fullName', label: 'Full name', autoComplete: 'name' },
  { field: 'address', label: 'Address', autoComplete: 'street-address', wide: true },
  { field: 'landmark', label: 'Landmark or directions (optional)', autoComplete: 'off', wide: true },
  { field: 'city', label: 'City', autoComplete: 'address-level2' },
];

const CONTACT_FIELDS: typeof TEXT_FIELDS = [
  { field: 'zipCode', label: 'Zip code', autoComplete: 'postal-code' },
  { field: 'phone', label: 'Phone number', autoComplete: 'tel', type: 'tel' },
  { field: 'email', label: 'Email (optional)', autoComplete: 'email', type: 'email', wide: true },
];

/** The fields of the shared add/edit address dialog; the rules run in the form's machine on submit. */
export function AddressForm({ view, send, onCancel }: AddressFormProps) {
  const id = useId();
  const input = ({ field, label, autoComplete, type, wide }: (typeof TEXT_FIELDS)[number]) => (
    <div key={field} className={`${styles.field} ${wide ? styles.wide : ''}`}>
      <label className={styles.label} htmlFor={`${id}-${field}`}>
        {label}
      </label>
      <input
        id={`${id}-${field}`}
        className={styles.input}
        type={type ?? 'text'}
        autoComplete={autoComplete}
        value={view.fields[field]}
        onChange={(event) => send({ type: 'field.change', field, value: event.target.value })}
      />
    </div>
  );
  return (
    <MachineForm className={styles.form} aria-busy={view.saving} onSubmit={() => send({ type: 'form.submit' })}>
      <div className={styles.grid}>
        {TEXT_FIELDS.map(input)}
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-state`}>
            State
          </label>
          <select
            id={`${id}-state`}
            className={styles.input}
            autoComplete="address-level1"
            value={view.fields.state}
            onChange={(event) => send({ type: 'field.change', field: 'state', value: event.target.value })}
          >
            <option value="">Select a state</option>
            {view.states.map((state) => (
              <option key={state} value={state}>
                {state}
              </option>
            ))}
          </select>
        </div>
        {CONTACT_FIELDS.map(input)}
      </div>
      <label className={styles.checkbox}>
        <input
          type="checkbox"
          checked={view.fields.isDefault}
          onChange={(event) => send({ type: 'default.change', value: event.target.checked })}
        />
        Set as default address
      </label>
      {view.error && (
        <p className={styles.error} role="alert">
          {view.error}
        </p>
      )}
      <div className={styles.buttons}>
        <button type="button" className={secondaryButton} onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className={primaryButton} disabled={view.saving}>
          {view.submitLabel}
        </button>
      </div>
    </MachineForm>
  );
}
