import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor as settled } from 'xstate';
import { cartMachine, type CartItem, type LineChange } from '../../../src/machines/cart/cart.machine.ts';
import { CartDrawer } from '../../../src/ui/frame/CartDrawer.tsx';
import { course, softbox } from '../../machines/cart/fixtures.ts';

async function open(items: readonly CartItem[]) {
  const sent: LineChange[] = [];
  let closed = 0;
  const cart = createActor(
    cartMachine.provide({
      actors: {
        loadCart: fromPromise(async () => items),
        changeLine: fromPromise(async ({ input }) => {
          sent.push(input);
          return items;
        }),
      },
    }),
  ).start();
  cart.send({ type: 'cart.load' });
  await settled(cart, (s) => s.matches('ready'));
  render(
    <MemoryRouter>
      <CartDrawer cart={cart} onClose={() => (closed += 1)} />
    </MemoryRouter>,
  );
  return { sent, closed: () => closed };
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
});
