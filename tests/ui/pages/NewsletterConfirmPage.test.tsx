import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { NewsletterConfirmationView } from '../../../src/machines/newsletter/newsletter-confirmation.view.ts';
import { NewsletterConfirmPage } from '../../../src/ui/pages/NewsletterConfirmPage.tsx';

const renderPage = (view: NewsletterConfirmationView) =>
  render(
    <MemoryRouter>
      <NewsletterConfirmPage view={view} />
    </MemoryRouter>,
  );

describe('NewsletterConfirmPage', () => {
  it("says 'Confirming your subscription...' while the link is checked", () => {
    renderPage({ screen: 'confirming', message: '' });
    expect(screen.getByRole('heading', { level: 1, name: 'Newsletter subscription' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Confirming your subscription...');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it("shows the server's confirmation", () => {
    renderPage({ screen: 'confirmed', message: "Your subscription is confirmed. Thanks for joining the studio's newsletter!" });
    expect(screen.getByRole('status')).toHaveTextContent("Your subscription is confirmed. Thanks for joining the studio's newsletter!");
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows why it failed and how to subscribe again', () => {
    renderPage({ screen: 'failed', message: 'Invalid or expired confirmation link' });
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid or expired confirmation link');
    expect(screen.getByText(/Subscribe again with the form at the bottom of any page/)).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
