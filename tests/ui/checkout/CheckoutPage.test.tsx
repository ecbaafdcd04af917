import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CheckoutEvent } from '../../../src/machines/checkout/checkout.machine.ts';
import type { CheckoutView } from '../../../src/machines/checkout/checkout.view.ts';
import { CheckoutPage } from '../../../src/ui/checkout/CheckoutPage.tsx';
import { axeViolations } from '../shop/support.tsx';
import { VERIFY_EMAIL_TO_ORDER } from '../../../src/domain/order-holds.ts';
import { addressRows } from '../../machines/checkout/session-fake.ts';

const view: CheckoutView = {
  status: 'ready',
  needsDelivery: true,
  noDeliveryNote: '',
  addresses: addressRows,
  shippingOptions: [
    { method: 'standard', name: 'Standard Delivery', fee: '₦2,000', estimate: '3-5 business days', checked: false },
    { method: 'premium', name: 'Premium Delivery', fee: '₦4,000', estimate: '1-2 business days', checked: true },
    { method: 'pickup', name: 'Store Pickup', fee: 'Free', estimate: 'Ready in 24 hours', checked: false },
  ],
  paymentOptions: [],
  notes: '',
  lines: [{ key: 'p1', title: 'Softbox 60 cm', quantity: 2, total: '₦45,000' }],
  subtotal: '₦45,000',
  shipping: '₦4,000',
  total: '₦49,000',
  placing: false,
  payLabel: 'Pay ₦49,000',
  dialogOpen: false,
  verifyEmail: null,
};

function show(shown: CheckoutView) {
  const sent: CheckoutEvent[] = [];
  const result = render(
    <MemoryRouter>
      <CheckoutPage view={shown} send={(event) => sent.push(event)} />
    </MemoryRouter>,
  );
  return { ...result, sent };
}

describe('CheckoutPage', () => {
  it('for digital products alone, shows no address or shipping method, and says no delivery is needed', async () => {
    const note = 'No delivery needed: your downloads are in My Orders once the payment is received.';
    const { container } = show({ ...view, needsDelivery: false, noDeliveryNote: note, addresses: [], shipping: 'Free' });
    expect(screen.queryByRole('group', { name: 'Delivery Address' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Shipping Method' })).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Delivery' })).getByText(note)).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('with something to deliver, shows the address and shipping choices and no delivery note', () => {
    show(view);
    expect(screen.getByText('Opposite Ikeja City Mall')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Delivery Address' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Shipping Method' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Delivery' })).toBeNull();
  });

  it('offers no way of paying to choose without Store Pickup', () => {
    show(view);
    expect(screen.queryByRole('group', { name: 'Payment' })).toBeNull();
  });

  it('with Store Pickup, offers paying online or at the studio, each described, chosen by keyboard', async () => {
    const user = userEvent.setup();
    const paymentOptions = [
      { method: 'paystack', name: 'Pay online now', detail: 'Card, bank transfer, USSD or bank', checked: false },
      {
        method: 'pay_at_pickup',
        name: 'Pay at the studio',
        detail: 'Cash, card or POS when you collect your order. We hold your items for you for a few days.',
        checked: true,
      },
    ] as const;
    const { sent, container } = show({ ...view, paymentOptions, payLabel: 'Place Order' });
    const group = screen.getByRole('group', { name: 'Payment' });
    const atStudio = within(group).getByRole('radio', { name: 'Pay at the studio' });
    expect(atStudio).toBeChecked();
    expect(atStudio).toHaveAccessibleDescription(
      'Cash, card or POS when you collect your order. We hold your items for you for a few days.',
    );
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeTruthy();
    within(group).getByRole('radio', { name: 'Pay online now' }).focus();
    await user.keyboard(' ');
    expect(sent).toEqual([{ type: 'payment.select', method: 'paystack' }]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says an unverified email must be verified, offers Resend verification email, and shows its answer', async () => {
    const user = userEvent.setup();
    const verifyEmail = {
      message: VERIFY_EMAIL_TO_ORDER,
      sending: false,
      resendLabel: 'Resend verification email',
      note: '',
      noteIsError: false,
    };
    const { sent, rerender, container } = show({ ...view, verifyEmail });
    expect(screen.getByRole('alert')).toHaveTextContent(VERIFY_EMAIL_TO_ORDER);
    await user.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(sent).toEqual([{ type: 'verification.resend' }]);
    expect(await axeViolations(container)).toEqual([]);
    const page = (shown: CheckoutView) => (
      <MemoryRouter>
        <CheckoutPage view={shown} send={(event) => sent.push(event)} />
      </MemoryRouter>
    );
    rerender(page({ ...view, verifyEmail: { ...verifyEmail, sending: true, resendLabel: 'Sending...' } }));
    await user.click(screen.getByRole('button', { name: 'Sending...' }));
    expect(screen.getByRole('button', { name: 'Sending...' })).toHaveAttribute('aria-disabled', 'true');
    expect(sent).toHaveLength(1);
    rerender(page({ ...view, verifyEmail: { ...verifyEmail, note: 'A new link is on its way.' } }));
    expect(screen.getByRole('status')).toHaveTextContent('A new link is on its way.');
    rerender(page({ ...view, verifyEmail: { ...verifyEmail, note: 'Failed to resend verification email.', noteIsError: true } }));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      VERIFY_EMAIL_TO_ORDER,
      'Failed to resend verification email.',
    ]);
  });

  it('shows no verification notice while none is needed', () => {
    show(view);
    expect(screen.queryByRole('button', { name: 'Resend verification email' })).toBeNull();
  });

  it('shows the addresses with the default chosen, the methods with fee and estimate, and the summary', async () => {
    const { container } = show(view);
    const addresses = screen.getByRole('group', { name: 'Delivery Address' });
    expect(within(addresses).getByRole('radio', { name: /Home/ })).toBeChecked();
    expect(within(addresses).getByRole('radio', { name: /Office/ })).not.toBeChecked();
    const shipping = screen.getByRole('group', { name: 'Shipping Method' });
    expect(within(shipping).getByRole('radio', { name: /^Premium Delivery – ₦4,000\s*1-2 business days$/ })).toBeChecked();
    expect(within(shipping).getByRole('radio', { name: /^Store Pickup – Free\s*Ready in 24 hours$/ })).not.toBeChecked();
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(within(summary).getByText('Shipping').nextSibling).toHaveTextContent('₦4,000');
    expect(within(summary).getByText('Total').nextSibling).toHaveTextContent('₦49,000');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('sends the choices, the notes, the dialog requests and Pay', async () => {
    const user = userEvent.setup();
    const { sent } = show(view);
    await user.click(screen.getByRole('radio', { name: /Office/ }));
    await user.click(screen.getByRole('radio', { name: /Store Pickup/ }));
    await user.type(screen.getByRole('textbox', { name: 'Order Notes (optional)' }), 'G');
    await user.click(screen.getByRole('button', { name: 'Add New Address' }));
    await user.click(screen.getByRole('button', { name: 'Edit Office' }));
    await user.click(screen.getByRole('button', { name: 'Pay ₦49,000' }));
    expect(sent).toEqual([
      { type: 'address.select', addressId: 'a2' },
      { type: 'shipping.select', method: 'pickup' },
      { type: 'notes.change', value: 'G' },
      { type: 'address.add' },
      { type: 'address.edit', addressId: 'a2' },
      { type: 'checkout.pay' },
    ]);
  });

  it('shows a busy Pay while the order is placed, and no inline copy of a refusal (the toast says it once)', () => {
    show({ ...view, placing: true, payLabel: 'Placing Order...' });
    expect(screen.getByRole('button', { name: 'Placing Order...' })).toBeDisabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says the cart is empty', () => {
    show({ ...view, status: 'empty' });
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/shop');
  });

  it("reads 'Loading your cart...' until the cart has answered", () => {
    show({ ...view, status: 'loading' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your cart...');
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
  });

  it('says the cart could not be loaded, as /cart does, and Try Again asks for it again', async () => {
    const { sent, container } = show({ ...view, status: 'cartFailed' });
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent("We couldn't load your cart. Check your connection and try again.");
    expect(screen.queryByText('Loading your cart...')).not.toBeInTheDocument();
    expect(screen.queryByText('Your cart is empty')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(sent).toEqual([{ type: 'cart.retry' }]);
    expect(await axeViolations(container)).toEqual([]);
  });
});
