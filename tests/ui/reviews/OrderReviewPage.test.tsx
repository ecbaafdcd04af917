import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { OrderReviewEvent } from '../../../src/machines/reviews/order-review.machine.ts';
import type { OrderReviewView, ReviewFormView } from '../../../src/machines/reviews/order-review.view.ts';
import { OrderReviewPage } from '../../../src/ui/reviews/OrderReviewPage.tsx';
import { axeViolations } from '../shop/support.tsx';

const ratings = ['Poor', 'Fair', 'Good', 'Very Good', 'Excellent'].map((label, index) => ({ value: index + 1, label }));
const open: ReviewFormView = {
  productId: 'p1',
  title: 'Reflector',
  image: null,
  rating: 5,
  ratingLabel: 'Excellent',
  comment: 'Bright',
  count: '6/500',
  published: false,
  sending: false,
  disabled: false,
  submitLabel: 'Publish Review',
};
const done: ReviewFormView = { ...open, productId: 'p2', title: 'Wedding Guide', published: true };
const ready: OrderReviewView = { state: 'ready', message: '', orderNumber: 'OJ-2026-000001', ratings, maxLength: 500, forms: [open, done] };

function show(view: OrderReviewView) {
  const sent: OrderReviewEvent[] = [];
  const result = render(
    <MemoryRouter>
      <OrderReviewPage view={view} send={(event) => sent.push(event)} />
    </MemoryRouter>,
  );
  return { ...result, sent };
}

describe('OrderReviewPage', () => {
  it('one form per open item: rating radios Poor to Excellent, the comment with its count, publish', async () => {
    const user = userEvent.setup();
    const { sent } = show(ready);
    const form = screen.getByRole('form', { name: 'Review Reflector' });
    expect(within(form).getByRole('radio', { name: '5 Excellent' })).toHaveProperty('checked', true);
    expect(within(form).getByText('6/500')).toBeTruthy();
    await user.click(within(form).getByRole('radio', { name: '2 Fair' }));
    await user.type(within(form).getByLabelText('Your review'), '!');
    await user.click(within(form).getByRole('button', { name: 'Publish Review' }));
    expect(sent).toEqual([
      { type: 'review.rating', productId: 'p1', rating: 2 },
      { type: 'review.comment', productId: 'p1', text: 'Bright!' },
      { type: 'review.submit', productId: 'p1' },
    ]);
    expect(screen.queryByRole('form', { name: 'Review Wedding Guide' })).toBeNull();
    expect(screen.getByText('Thank you, your review of this item is published.')).toBeTruthy();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('not eligible, a failure, and loading', () => {
    const a = show({ ...ready, state: 'notEligible', message: 'This order is not eligible for reviews yet.', forms: [] });
    expect(screen.getByText('This order is not eligible for reviews yet.')).toBeTruthy();
    a.unmount();
    const b = show({ ...ready, state: 'failed', message: 'Order not found', orderNumber: '', forms: [] });
    expect(screen.getByText('Order not found')).toBeTruthy();
    b.unmount();
    show({ ...ready, state: 'loading', forms: [] });
    expect(screen.getByRole('status').textContent).toBe('Loading order...');
  });
});
