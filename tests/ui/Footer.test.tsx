import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { NewsletterEvent } from '../../src/machines/newsletter/newsletter.machine.ts';
import type { NewsletterView } from '../../src/machines/newsletter/newsletter.view.ts';
import { Footer } from '../../src/ui/frame/Footer.tsx';
import CareersRoute from '../../src/ui/routes/CareersRoute.tsx';
import { axeViolations } from './shop/support.tsx';

// The Newsletter form renders a fixed view (tests/machines/newsletter tests the view from the machine's states).
const editing: NewsletterView = { email: '', subscribing: false, submitLabel: 'Subscribe', thanks: '', problem: '', emailInvalid: false };

/** The footer with the given Newsletter view; `sent` lists what the form sends. */
function renderFooter(view: NewsletterView = editing) {
  const sent: NewsletterEvent[] = [];
  render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={<Footer newsletter={{ view, send: (event) => sent.push(event) }} />} />
        <Route path="/careers" element={<CareersRoute />} />
      </Routes>
    </MemoryRouter>,
  );
  const form = within(screen.getByRole('form', { name: 'Newsletter' }));
  return {
    sent,
    form,
    email: form.getByRole('textbox', { name: 'Email address' }),
    status: form.getByRole('status'),
    alert: form.getByRole('alert'),
  };
}

describe('Footer', () => {
  it('links the studio’s social profiles, each in a new tab', () => {
    renderFooter();
    const social = screen.getByRole('list', { name: 'Social media' });
    const profiles = [
      ['Instagram', 'https://www.instagram.com/ojustudio'],
      ['Facebook', 'https://www.facebook.com/ojustudio'],
      ['X', 'https://x.com/ojustudio'],
      ['YouTube', 'https://www.youtube.com/@ojustudio'],
    ];
    expect(within(social).getAllByRole('link')).toHaveLength(profiles.length);
    for (const [name, url] of profiles) {
      const link = within(social).getByRole('link', { name: `${name} (opens in a new tab)` });
      expect(link).toHaveAttribute('href', url);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('lists Careers with the help and legal links', () => {
    renderFooter();
    const legal = screen.getByRole('navigation', { name: 'Legal' });
    expect(
      within(legal)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Privacy Policy', '/privacy-policy'],
      ['Terms of Service', '/terms-of-service'],
      ['FAQ', '/faq'],
      ['Careers', '/careers'],
    ]);
  });
});

describe('Footer Newsletter form', () => {
  it('starts with a required email field, Subscribe, and nothing to say', async () => {
    const { form, email, status, alert } = renderFooter();
    expect(screen.getByRole('heading', { level: 2, name: 'Newsletter' })).toBeInTheDocument();
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(email).toHaveValue('');
    expect(email).not.toHaveAttribute('readonly');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(email).not.toHaveAttribute('aria-describedby');
    expect(form.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    expect(status).toBeEmptyDOMElement();
    expect(alert).toBeEmptyDOMElement();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('sends what is typed, and Subscribe by button and by Enter', async () => {
    const { form, email, sent } = renderFooter({ ...editing, email: 'ada@example' });
    await userEvent.type(email, '.');
    await userEvent.click(form.getByRole('button', { name: 'Subscribe' }));
    await userEvent.type(email, '{Enter}');
    expect(sent).toEqual([{ type: 'email.change', value: 'ada@example.' }, { type: 'form.submit' }, { type: 'form.submit' }]);
  });

  it('marks the email invalid and describes it by the problem', () => {
    const { email, alert, status } = renderFooter({
      ...editing,
      email: 'ada@example',
      problem: 'Please enter a valid email address',
      emailInvalid: true,
    });
    expect(alert.textContent).toBe('Please enter a valid email address');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    expect(status).toBeEmptyDOMElement();
  });

  it("shows 'Subscribing...' on a disabled button and a read-only field while sending", () => {
    const { form, email } = renderFooter({ ...editing, email: 'ada@example.ng', subscribing: true, submitLabel: 'Subscribing...' });
    expect(form.getByRole('button', { name: 'Subscribing...' })).toBeDisabled();
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveValue('ada@example.ng');
  });

  it('shows the thanks in the status region and describes the field by it', () => {
    const thanks = 'Almost there! Open the link we emailed you to confirm your subscription.';
    const { form, email, status, alert } = renderFooter({ ...editing, thanks });
    expect(status.textContent).toBe(thanks);
    expect(email).toHaveAccessibleDescription(thanks);
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(form.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    expect(alert).toBeEmptyDOMElement();
  });

  it('shows a failure in the alert without marking the email invalid, and keeps the email', () => {
    const problem = 'Too many subscribe attempts. Please try again in a few minutes.';
    const { email, status, alert } = renderFooter({ ...editing, email: 'ada@example.ng', problem });
    expect(alert.textContent).toBe(problem);
    expect(email).toHaveValue('ada@example.ng');
    expect(email).toHaveAccessibleDescription(problem);
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(status).toBeEmptyDOMElement();
  });
});

describe('Careers page', () => {
  it('is reached from the footer and invites a portfolio by email', async () => {
    renderFooter();
    await userEvent.click(screen.getByRole('link', { name: 'Careers' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Careers' })).toBeInTheDocument();
    expect(
      screen.getByText('There are no open positions right now, but we are always happy to meet photographers, stylists and retouchers.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'hello@ojustudio.ng' })).toHaveAttribute('href', 'mailto:hello@ojustudio.ng');
    expect(document.title).toBe('Careers | Oju Studio');
  });
});
