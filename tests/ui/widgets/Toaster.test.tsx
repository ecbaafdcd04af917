import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { toastMachine } from '../../../src/machines/toast.machine.ts';
import { ToastContext } from '../../../src/ui/app/ToastContext.ts';
import { AppToaster as Toaster } from '../../../src/ui/app/AppToaster.tsx';

function ShowButton({ message, kind }: { message: string; kind: 'success' | 'error' }) {
  const toasts = ToastContext.useActorRef();
  return (
    <button type="button" onClick={() => toasts.send({ type: 'toast.show', kind, message })}>
      show {message}
    </button>
  );
}

describe('Toaster', () => {
  it('lists toasts newest first, errors as alerts, and dismisses one on request', async () => {
    render(
      <ToastContext.Provider>
        <ShowButton message="Item added to cart" kind="success" />
        <ShowButton message="Failed to update cart" kind="error" />
        <Toaster />
      </ToastContext.Provider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'show Item added to cart' }));
    await userEvent.click(screen.getByRole('button', { name: 'show Failed to update cart' }));

    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Failed to update cart×', 'Item added to cart×']);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to update cart');
    expect(screen.getByRole('status')).toHaveTextContent('Item added to cart');

    // The close button is not named after the message (a label lookup for 'cart' finds no button).
    expect(screen.queryAllByLabelText(/cart/i)).toEqual([]);
    const failed = items[0];
    if (!failed) throw new Error('no toast');
    await userEvent.click(within(failed).getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Failed to update cart')).not.toBeInTheDocument();
    expect(screen.getByText('Item added to cart')).toBeInTheDocument();
  });

  it('renders nothing but the empty region when there are no toasts', async () => {
    const actor = createActor(toastMachine);
    render(
      <ToastContext.Provider logic={toastMachine}>
        <Toaster />
      </ToastContext.Provider>,
    );
    await act(() => actor.start());
    expect(within(screen.getByRole('region', { name: 'Notifications' })).getByRole('list')).toBeEmptyDOMElement();
  });
});
