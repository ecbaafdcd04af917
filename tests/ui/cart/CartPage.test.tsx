import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CartEvent } from '../../../src/machines/cart/cart.machine.ts';
import type { CartLineView, CartView } from '../../../src/machines/cart/cart.view.ts';
import { CartPage } from '../../../src/ui/cart/CartPage.tsx';
import { axeViolations } from '../shop/support.tsx';

const softbox: CartLineView = {
  key: 'p1',
  href: '/shop/p1',
  title: 'Softbox 60 cm',
  image: '/media/softbox.svg',
  options: 'Color: Black',
  unitPrice: '₦22,500',
  total: '₦45,000',
  quantity: 2,
  value: '2',
  max: 4,
  stockNote: 'Only 4 left in stock',
  canDecrement: true,
  canIncrement: true,
  canEdit: true,
  busy: false,
};
const stand: CartLineView = {
  ...softbox,
  key: 'p3',
  href: '/shop/p3',
  title: 'C-Stand',
  options: null,
  unitPrice: '₦40,000',
  total: '₦40,000',
  quantity: 1,
  value: '1',
  max: 99,
  stockNote: 'Pre-order item - Ships in 7–14 days',
};

const ready: CartView = {
  status: 'ready',
  count: 3,
  drawerTitle: 'My Cart (3)',
  itemsHeading: 'Cart Items (3)',
  lines: [softbox, stand],
  subtotal: '₦85,000',
  estimatedTotal: '₦85,000',
  busy: false,
};

function show(view: CartView) {
  const sent: CartEvent[] = [];
  const result = render(
    <MemoryRouter>
      <CartPage view={view} send={(event) => sent.push(event)} />
    </MemoryRouter>,
  );
  return { ...result, sent };
}

describe('CartPage', () => {
  it('lists the lines with links, availability texts and the order summary', async () => {
    const { container } = show(ready);
    expect(screen.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Cart Items (3)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Softbox 60 cm' })).toHaveAttribute('href', '/shop/p1');
    expect(screen.getByText('Only 4 left in stock')).toBeInTheDocument();
    expect(screen.getByText('Pre-order item - Ships in 7–14 days')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(within(summary).getAllByText('Calculated at checkout')).toHaveLength(2);
    expect(within(summary).getByText('Estimated Total').nextSibling).toHaveTextContent('₦85,000');
    expect(within(summary).getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute('href', '/checkout');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('sends plus, minus, the typed text and removal for the line', async () => {
    const user = userEvent.setup();
    const { sent } = show(ready);
    const softboxQuantity = screen.getByRole('group', { name: 'Quantity of Softbox 60 cm' });
    await user.click(within(softboxQuantity).getByRole('button', { name: 'Increase quantity' }));
    await user.click(within(screen.getByRole('group', { name: 'Quantity of C-Stand' })).getByRole('button', { name: 'Decrease quantity' }));
    await user.type(within(softboxQuantity).getByRole('spinbutton', { name: 'Quantity of Softbox 60 cm' }), '3');
    await user.click(screen.getByRole('button', { name: 'Remove C-Stand' }));
    expect(sent).toEqual([
      { type: 'line.increment', cartKey: 'p1' },
      { type: 'line.decrement', cartKey: 'p3' },
      { type: 'line.set', cartKey: 'p1', value: '23' },
      { type: 'line.remove', cartKey: 'p3' },
    ]);
  });

  it('says a line the studio took out of the shop is no longer available, and Remove takes it out', async () => {
    const user = userEvent.setup();
    const archived: CartLineView = {
      ...softbox,
      key: 'p9',
      title: 'Retired Reflector',
      stockNote: 'No longer available',
      canIncrement: false,
    };
    const { sent, container } = show({ ...ready, lines: [archived, stand] });
    expect(screen.getByText('No longer available')).toBeInTheDocument();
    const quantity = screen.getByRole('group', { name: 'Quantity of Retired Reflector' });
    expect(within(quantity).getByRole('button', { name: 'Increase quantity' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: 'Remove Retired Reflector' }));
    expect(sent).toEqual([{ type: 'line.remove', cartKey: 'p9' }]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows a change in flight; every control waits, aria-disabled so the keyboard focus stays where it was', async () => {
    const waiting = { ...softbox, busy: true, canDecrement: false, canIncrement: false, canEdit: false };
    const { sent } = show({ ...ready, busy: true, lines: [waiting] });
    expect(screen.getByRole('status')).toHaveTextContent('Updating...');
    const controls = ['Increase quantity', 'Decrease quantity', 'Remove Softbox 60 cm'].map((name) => screen.getByRole('button', { name }));
    for (const control of controls) {
      expect(control).not.toBeDisabled();
      expect(control).toHaveAttribute('aria-disabled', 'true');
    }
    const remove = screen.getByRole('button', { name: 'Remove Softbox 60 cm' });
    remove.focus();
    await userEvent.setup().keyboard('{Enter}');
    expect(remove).toHaveFocus();
    expect(sent).toEqual([]);
  });

  it('says when the cart could not be loaded (not that it is empty), and Try Again loads it', async () => {
    const { sent, container } = show({ ...ready, status: 'failed', count: 0, lines: [] });
    expect(screen.getByRole('alert')).toHaveTextContent("We couldn't load your cart.");
    expect(screen.queryByText('Your cart is empty')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(sent).toEqual([{ type: 'cart.load' }]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says the cart is empty, with a way back to the shop', () => {
    show({ ...ready, status: 'empty', count: 0, lines: [] });
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByText("Looks like you haven't added anything to your cart yet")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/shop');
  });
});
