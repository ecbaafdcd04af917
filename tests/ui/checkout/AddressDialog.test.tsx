import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { addressFormMachine, type Address, type AddressSave } from '../../../src/machines/addresses/address-form.machine.ts';
import { AddressDialog } from '../../../src/ui/app/AddressDialog.tsx';
import { lagosHome } from '../../machines/fixtures/addresses.ts';

function open(address: Address | null = null) {
  const sent: AddressSave[] = [];
  let closed = 0;
  const machine = addressFormMachine.provide({
    actors: {
      saveAddress: fromPromise(async ({ input }) => {
        sent.push(input);
        return [];
      }),
    },
  });
  const actor = createActor(machine, { input: { address } }).start();
  render(<AddressDialog actor={actor} onClose={() => (closed += 1)} />);
  return { actor, sent, closed: () => closed };
}

describe('AddressDialog', () => {
  it('is a dialog named for what it does, with every field labelled and the 37 states', () => {
    open();
    const dialog = screen.getByRole('dialog', { name: 'Add New Address' });
    expect(dialog).toBeInTheDocument();
    for (const name of [
      'Address label (e.g. Home, Office)',
      'Full name',
      'Address',
      'City',
      'Zip code',
      'Phone number',
      'Email (optional)',
    ]) {
      expect(screen.getByRole('textbox', { name })).toBeInTheDocument();
    }
    const state = screen.getByRole('combobox', { name: 'State' });
    expect(state.querySelectorAll('option')).toHaveLength(38);
    expect(screen.getByRole('checkbox', { name: 'Set as default address' })).not.toBeChecked();
  });

  it('shows the first failing rule, then saves what was typed with the keyboard', async () => {
    const user = userEvent.setup();
    const { actor, sent } = open();
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Address label is required');
    await user.type(screen.getByRole('textbox', { name: 'Address label (e.g. Home, Office)' }), 'Office');
    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Bola Ade');
    await user.type(screen.getByRole('textbox', { name: 'Address' }), '3 Marina');
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Lagos Island');
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Lagos');
    await user.type(screen.getByRole('textbox', { name: 'Zip code' }), '101001');
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '0803 x');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid phone number format');
    await user.clear(screen.getByRole('textbox', { name: 'Phone number' }));
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '0803 555 0101{Enter}');
    await waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
    expect(sent).toEqual([
      {
        id: null,
        body: {
          label: 'Office',
          fullName: 'Bola Ade',
          address: '3 Marina',
          city: 'Lagos Island',
          state: 'Lagos',
          zipCode: '101001',
          phone: '0803 555 0101',
          isDefault: false,
        },
      },
    ]);
  });

  it('edits an address, and Cancel closes without saving', async () => {
    const user = userEvent.setup();
    const { sent, closed } = open(lagosHome);
    expect(screen.getByRole('dialog', { name: 'Edit Address' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Ikeja');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(closed()).toBe(1);
    expect(sent).toEqual([]);
  });
});
