import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CartEvent } from '../../../src/machines/cart/cart.machine.ts';
import type { CartLineView, CartView } from '../../../src/machines/cart/cart.view.ts';
import { CartDrawerPanel } from '../../../src/ui/frame/CartDrawer.tsx';
import { axeViolations } from '../shop/support.tsx';
import { Where } from '../navigation-probe.tsx';

// The drawer from fixed view models: what the view says for each cart state is tested from the
// machine's snapshots in tests/machines/cart (cart.view.test.ts, cart.machine.test.ts).
const softbox: CartLineView = {
  key: 'p1',
  href: '/shop/p1',
  title: 'Softbox 60 cm',
  image: '/media/softbox.svg',
  options: null,
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
const course: CartLineView = {
  ...softbox,
  key: 'p2',
  href: '/shop/p2',
  title: 'Lighting Masterclass',
  image: null,
  unitPrice: '₦15,000',
  total: '₦15,000',
  quantity: 1,
  value: '1',
  max: 99,
  stockNote: null,
};

const ready: CartView = {
  status: 'ready',
  count: 3,
  drawerTitle: 'My Cart (3)',
  itemsHeading: 'Cart Items (3)',
  lines: [softbox, course],
  subtotal: '₦60,000',
  estimatedTotal: '₦60,000',
  busy: false,
};
/** Plus pressed on the softbox: its change is in flight, and every control waits for it. */
const waiting = (line: CartLineView, busy: boolean): CartLineView => ({
  ...line,
  canDecrement: false,
  canIncrement: false,
  canEdit: false,
  busy,
});
const updating: CartView = { ...ready, busy: true, lines: [waiting(softbox, true), waiting(course, false)] };
const nothing: Omit<CartView, 'status'> = {
  count: 0,
  drawerTitle: 'My Cart (0)',
  itemsHeading: 'Cart Items (0)',
  lines: [],
  subtotal: '₦0',
  estimatedTotal: '₦0',
  busy: false,
};

function open(view: CartView) {
  const sent: CartEvent[] = [];
  let closed = 0;
  const drawer = (shown: CartView) => (
    <MemoryRouter>
      <CartDrawerPanel view={shown} send={(event) => sent.push(event)} onClose={() => (closed += 1)} />
      <Where />
    </MemoryRouter>
  );
  const result = render(drawer(view));
  return { ...result, sent, closed: () => closed, show: (next: CartView) => result.rerender(drawer(next)) };
}

const quantity = (title: string) => screen.getByRole('group', { name: `Quantity of ${title}` });

describe('CartDrawer', () => {
  it("is a dialog titled 'My Cart (n)', holding the focus, with each line, the subtotal, Checkout and View Cart", async () => {
    open(ready);
    const dialog = screen.getByRole('dialog', { name: 'My Cart (3)' });
    // The drawer takes the focus once it has opened, which may be a frame later.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    expect(within(dialog).getByText('Softbox 60 cm')).toBeInTheDocument();
    expect(within(dialog).getByText('₦45,000')).toBeInTheDocument();
    expect(within(dialog).getByText('Subtotal').nextSibling).toHaveTextContent('₦60,000');
    // A button, as the site spec calls it; where it leads is checked in the Checkout test.
    expect(within(dialog).getByRole('link', { name: 'Checkout' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'View Cart' })).toHaveAttribute('href', '/cart');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(await axeViolations(dialog)).toEqual([]);
  });

  it('sends minus, plus and the typed text for their line; Close, Checkout and Escape close it', async () => {
    const user = userEvent.setup();
    const { sent, closed } = open(ready);
    await user.click(within(quantity('Softbox 60 cm')).getByRole('button', { name: 'Increase quantity' }));
    await user.click(within(quantity('Lighting Masterclass')).getByRole('button', { name: 'Decrease quantity' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Quantity of Lighting Masterclass' }), '3');
    expect(sent).toEqual([
      { type: 'line.increment', cartKey: 'p1' },
      { type: 'line.decrement', cartKey: 'p2' },
      { type: 'line.set', cartKey: 'p2', value: '13' },
    ]);
    await user.click(screen.getByRole('button', { name: 'Close cart' }));
    await user.click(screen.getByRole('link', { name: 'Checkout' }));
    expect(screen.getByText('At /checkout')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(closed()).toBe(3);
  });

  it("says 'Updating...' on the changing line; + and − are aria-disabled, not disabled, so the pressed one keeps the focus, and send nothing", async () => {
    const user = userEvent.setup();
    const { sent, show } = open(ready);
    const plus = within(quantity('Softbox 60 cm')).getByRole('button', { name: 'Increase quantity' });
    plus.focus();
    await user.keyboard('{Enter}');
    expect(sent).toEqual([{ type: 'line.increment', cartKey: 'p1' }]);

    show(updating);
    const changing = screen.getByRole('listitem', { busy: true });
    expect(within(changing).getByRole('status')).toHaveTextContent('Updating...');
    expect(screen.getAllByRole('status')).toHaveLength(1);
    for (const title of ['Softbox 60 cm', 'Lighting Masterclass']) {
      for (const name of ['Increase quantity', 'Decrease quantity']) {
        const button = within(quantity(title)).getByRole('button', { name });
        expect(button).toHaveAttribute('aria-disabled', 'true');
        expect(button).not.toBeDisabled();
      }
    }
    expect(plus).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(plus);
    expect(sent).toHaveLength(1);

    show(ready);
    expect(screen.queryByText('Updating...')).not.toBeInTheDocument();
    expect(plus).toHaveFocus();
    expect(plus).toHaveAttribute('aria-disabled', 'false');
  });

  it('shows the quantity field as the view gives it: a cleared field stays empty while the shopper types', () => {
    open({ ...ready, lines: [{ ...softbox, value: '' }, course] });
    expect(screen.getByRole('spinbutton', { name: 'Quantity of Softbox 60 cm' })).toHaveValue(null);
    expect(screen.getByRole('spinbutton', { name: 'Quantity of Lighting Masterclass' })).toHaveValue(1);
  });

  it("says 'Your cart is empty' with Start Shopping, which closes it", async () => {
    const { closed } = open({ ...nothing, status: 'empty' });
    expect(screen.getByRole('dialog', { name: 'My Cart (0)' })).toBeInTheDocument();
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
    const start = screen.getByRole('link', { name: 'Start Shopping' });
    expect(screen.queryByRole('button', { name: 'Checkout' })).not.toBeInTheDocument();
    await userEvent.click(start);
    expect(closed()).toBe(1);
    expect(screen.getByText('At /shop')).toBeInTheDocument();
  });

  it("reads 'Loading your cart...', not 'Your cart is empty', while the cart is loading", () => {
    open({ ...nothing, status: 'loading' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your cart...');
    expect(screen.queryByText('Your cart is empty')).not.toBeInTheDocument();
  });

  it('says the cart could not be loaded, rather than empty, and Try Again asks for it again', async () => {
    const { sent } = open({ ...nothing, status: 'failed' });
    expect(screen.getByRole('alert')).toHaveTextContent("We couldn't load your cart.");
    expect(screen.queryByText('Your cart is empty')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(sent).toEqual([{ type: 'cart.load' }]);
  });
});
