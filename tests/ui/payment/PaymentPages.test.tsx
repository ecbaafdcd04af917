import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PaymentStatusView } from '../../../src/machines/payment/payment-status.view.ts';
import type { PaymentView } from '../../../src/machines/payment/payment.view.ts';
import { PaymentPage } from '../../../src/ui/payment/PaymentPage.tsx';
import { PaymentStatusPage } from '../../../src/ui/payment/PaymentStatusPage.tsx';
import { axeViolations } from '../shop/support.tsx';

function inRouter(node: React.ReactNode) {
  return render(<MemoryRouter>{node}</MemoryRouter>);
}

describe('PaymentPage', () => {
  const preparing: PaymentView = {
    status: 'preparing',
    heading: 'Preparing your payment...',
    message: 'Please wait while we set up a secure card payment.',
    order: { number: 'ORD-1', shipping: '₦4,000', total: '₦49,000' },
    canRetry: false,
    links: [],
  };

  it('shows the order on its way to the provider', async () => {
    const { container } = inRouter(<PaymentPage view={preparing} send={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Preparing your payment...' })).toBeInTheDocument();
    expect(screen.getByText('Total').nextSibling).toHaveTextContent('₦49,000');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('offers Try Again after a failed initialization, and the way to My Orders', async () => {
    const sent: unknown[] = [];
    const message = 'Your order is saved and nothing has been charged. Try again, or pay it later with Pay now under My Orders.';
    const links = [{ to: '/orders', label: 'View My Orders' }];
    inRouter(
      <PaymentPage
        view={{ ...preparing, status: 'failed', heading: "We couldn't start your payment", message, canRetry: true, links }}
        send={(event) => sent.push(event)}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: "We couldn't start your payment" })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(sent).toEqual([{ type: 'payment.retry' }]);
    expect(screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['View My Orders', '/orders'],
    ]);
  });

  it('an order that can no longer be paid: a status, no Try Again, the view’s links', () => {
    const links = [{ to: '/orders', label: 'View My Orders' }];
    const message = 'It has been paid or cancelled since. My Orders shows where it stands.';
    inRouter(
      <PaymentPage
        view={{ ...preparing, status: 'notPayable', heading: 'This order can no longer be paid', message, links }}
        send={() => {}}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(message);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'View My Orders' })).toHaveAttribute('href', '/orders');
  });
});

describe('PaymentStatusPage', () => {
  const failed: PaymentStatusView = {
    state: 'failed',
    heading: 'Payment failed',
    message: 'Your payment could not be processed.',
    details: { amount: '₦49,000', reference: 'ref-1' },
    links: [
      { to: '/payment?order=o1', label: 'Try Again' },
      { to: '/contact', label: 'Contact Support' },
      { to: '/orders', label: 'View My Orders' },
    ],
    canRecheck: false,
    busy: false,
  };

  it('shows the failure with its links', async () => {
    const { container } = inRouter(<PaymentStatusPage view={failed} send={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Payment failed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Your payment could not be processed.');
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/payment?order=o1', '/contact', '/orders']);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('offers to check again once polling stopped', async () => {
    const sent: unknown[] = [];
    inRouter(
      <PaymentStatusPage
        view={{ ...failed, state: 'stalled', heading: 'Payment still pending', message: 'x', canRecheck: true, links: [] }}
        send={(event) => sent.push(event)}
      />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Check Again' }));
    expect(sent).toEqual([{ type: 'status.recheck' }]);
  });
});
