import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MachineForm } from '../../../src/ui/widgets/MachineForm.tsx';

describe('MachineForm', () => {
  it('hands a submit to its machine once, without reloading the page or the browser checking the fields', async () => {
    const onSubmit = vi.fn();
    render(
      <MachineForm onSubmit={onSubmit}>
        <label>
          Email
          <input type="email" required defaultValue="not an email" />
        </label>
        <button type="submit">Send</button>
      </MachineForm>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    // noValidate: a required, malformed field does not stop the submit; the machine's rules speak.
    expect(screen.getByRole('textbox', { name: 'Email' }).closest('form')).toHaveAttribute('novalidate');
  });

  it('submits on Enter in a field too', async () => {
    const onSubmit = vi.fn();
    render(
      <MachineForm onSubmit={onSubmit}>
        <input aria-label="Name" />
        <button type="submit">Save</button>
      </MachineForm>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
