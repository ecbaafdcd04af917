import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor as settled } from 'xstate';
import { cartMachine, type CartItem, type LineChange } from '../../../src/machines/cart/cart.machine.ts';
import { CartDrawer } from '../../../src/ui/frame/CartDrawer.tsx';
import { course, softbox } from '../../machines/cart/fixtures.ts';

interface Options {
  /** The answer to a line change; by default the same lines, at once. */
  readonly change?: () => Promise<readonly CartItem[]>;
  readonly load?: () => Promise<readonly CartItem[]>;
  readonly awaitingUser?: boolean;
  /** Leave the cart unloaded (signed out, or the session still loading the user). */
  readonly unloaded?: boolean;
}

async function open(items: readonly CartItem[], options: Options = {}) {
  const sent: LineChange[] = [];
  let closed = 0;
  const cart = createActor(
    cartMachine.provide({
      actors: {
        loadCart: fromPromise(options.load ?? (async () => items)),
        changeLine: fromPromise(async ({ input }) => {
          sent.push(input);
          return options.change ? options.change() : items;
        }),
      },
    }),
  ).start();
  if (!options.unloaded) {
    cart.send({ type: 'cart.load' });
    await settled(cart, (s) => !s.matches('loading'));
  }
  render(
    <MemoryRouter>
      <CartDrawer cart={cart} awaitingUser={options.awaitingUser ?? false} onClose={() => (closed += 1)} />
    </MemoryRouter>,
  );
  return { cart, sent, closed: () => closed };
}

describe('CartDrawer (site spec §2.3)', () => {
  it("is a dialog titled 'My Cart (n)' with each line, the subtotal and Checkout", async () => {
    await open([softbox, course]);
    const dialog = screen.getByRole('dialog', { name: 'My Cart (3)' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByText('Softbox 60 cm')).toBeInTheDocument();
    expect(screen.getByText('₦45,000')).toBeInTheDocument();
    expect(screen.getByText('Subtotal').nextSibling).toHaveTextContent('₦60,000');
    expect(screen.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');
  });

  it('changes quantities with minus and plus, and Escape closes it', async () => {
    const user = userEvent.setup();
    const { sent, closed } = await open([softbox, course]);
    await user.click(within(screen.getByRole('group', { name: 'Quantity of Softbox 60 cm' })).getByRole('button', { name: 'Increase quantity' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    await user.click(within(screen.getByRole('group', { name: 'Quantity of Lighting Masterclass' })).getByRole('button', { name: 'Decrease quantity' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent).toEqual([
      { cartKey: 'p1', kind: 'update', quantity: 3 },
      { cartKey: 'p2', kind: 'remove' },
    ]);
    await user.keyboard('{Escape}');
    expect(closed()).toBe(1);
  });

  it("says 'Your cart is empty' with Start Shopping", async () => {
    await open([]);
    expect(screen.getByRole('dialog', { name: 'My Cart (0)' })).toBeInTheDocument();
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/shop');
  });

  it("reads 'Loading your cart...', not 'Your cart is empty', while the session still loads the user after a reload", async () => {
    await open([], { unloaded: true, awaitingUser: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your cart...');
    expect(screen.queryByText('Your cart is empty')).not.toBeInTheDocument();
  });

  it("says 'Updating...' while a change is in flight, and the pressed button keeps the keyboard focus", async () => {
    const user = userEvent.setup();
    let answer: (lines: readonly CartItem[]) => void = () => {};
    const { sent } = await open([softbox, course], { change: () => new Promise((resolve) => (answer = resolve)) });
    const plus = within(screen.getByRole('group', { name: 'Quantity of Softbox 60 cm' })).getByRole('button', { name: 'Increase quantity' });
    plus.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('Updating...');
    expect(plus).toHaveAttribute('aria-disabled', 'true');
    expect(plus).not.toBeDisabled();
    expect(plus).toHaveFocus();
    // A second press while the first is in flight sends nothing.
    await user.keyboard('{Enter}');
    expect(sent).toHaveLength(1);
    act(() => answer([{ ...softbox, quantity: 3 }, course]));
    await waitFor(() => expect(screen.queryByText('Updating...')).not.toBeInTheDocument());
    expect(plus).toHaveFocus();
  });

  it('keeps a cleared quantity field empty while the shopper types', async () => {
    const user = userEvent.setup();
    await open([softbox, course]);
    const field = screen.getByRole('spinbutton', { name: 'Quantity of Softbox 60 cm' });
    await user.clear(field);
    expect(field).toHaveValue(null);
    await user.keyboard('3');
    expect(field).toHaveValue(3);
  });

  it('says the cart could not be loaded, rather than empty, and Try Again loads it', async () => {
    const user = userEvent.setup();
    let calls = 0;
    await open([], {
      load: async () => {
        calls += 1;
        if (calls === 1) throw new Error('offline');
        return [softbox];
      },
    });
    expect(screen.getByRole('alert')).toHaveTextContent("We couldn't load your cart.");
    expect(screen.queryByText('Your cart is empty')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('dialog', { name: 'My Cart (2)' })).toBeInTheDocument();
    expect(calls).toBe(2);
  });
});
