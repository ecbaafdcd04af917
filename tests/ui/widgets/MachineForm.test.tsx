import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render, screen, waitFor } from '@testing-library/react';
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

describe('MachineForm on a page the server rendered', () => {
  function LoginForm({ onSubmit }: { readonly onSubmit: (email: string) => void }) {
    const [email, setEmail] = useState('');
    return (
      <MachineForm onSubmit={() => onSubmit(email)}>
        <input aria-label="Email" value={email} onChange={(event) => setEmail(event.target.value)} />
        <button type="submit">Login</button>
      </MachineForm>
    );
  }

  /** The server's HTML in the page, typed into before the app's script has run. */
  function serverPageTypedInto(typed: string): HTMLFormElement {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<LoginForm onSubmit={() => undefined} />);
    document.body.append(container);
    const input = container.querySelector('input');
    if (!input) throw new Error('no input rendered');
    input.value = typed;
    return container.querySelector('form') as HTMLFormElement;
  }

  async function takeOver(form: HTMLFormElement, onSubmit: (email: string) => void) {
    const container = form.parentElement as HTMLElement;
    await act(async () => {
      hydrateRoot(container, <LoginForm onSubmit={onSubmit} />);
    });
  }

  it('keeps what was typed before the app took over, and sends it when asked', async () => {
    const form = serverPageTypedInto('ada@example.ng');
    const onSubmit = vi.fn();
    await takeOver(form, onSubmit);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.ng');
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('ada@example.ng');
    form.parentElement?.remove();
  });

  it('sends, once, a form the visitor sent before the app took over, with what they typed', async () => {
    const form = serverPageTypedInto('bola@example.ng');
    window.formSentBeforeApp = form;
    const onSubmit = vi.fn();
    await takeOver(form, onSubmit);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledExactlyOnceWith('bola@example.ng'));
    expect(window.formSentBeforeApp).toBeUndefined();
    form.parentElement?.remove();
  });

  it('sends nothing by itself when the visitor did not send the form', async () => {
    const form = serverPageTypedInto('');
    window.formSentBeforeApp = document.createElement('form');
    const onSubmit = vi.fn();
    await takeOver(form, onSubmit);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onSubmit).not.toHaveBeenCalled();
    window.formSentBeforeApp = undefined;
    form.parentElement?.remove();
  });
});
