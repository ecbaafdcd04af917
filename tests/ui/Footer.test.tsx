import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { Rejected } from '../../src/api/errors.ts';
import { newsletterMachine } from '../../src/machines/newsletter/newsletter.machine.ts';
import { Footer } from '../../src/ui/frame/Footer.tsx';
import CareersRoute from '../../src/ui/routes/CareersRoute.tsx';

type Answer = { success: boolean; message: string; alreadySubscribed: boolean };

/** The footer with a newsletter request the test answers; `sent` lists the emails it was given. */
function renderFooter() {
  const sent: string[] = [];
  let answer: (value: Answer) => void = () => {};
  let refuse: (error: unknown) => void = () => {};
  const machine = newsletterMachine.provide({
    actors: {
      subscribe: fromPromise(({ input }) => {
        sent.push(input.email);
        return new Promise<Answer>((resolve, reject) => {
          answer = resolve;
          refuse = reject;
        });
      }),
    },
  });
  render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={<Footer newsletter={machine} />} />
        <Route path="/careers" element={<CareersRoute />} />
      </Routes>
    </MemoryRouter>,
  );
  const form = within(screen.getByRole('form', { name: 'Newsletter' }));
  return {
    sent,
    answer: (value: Answer) => answer(value),
    refuse: (error: unknown) => refuse(error),
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
    expect(within(legal).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Privacy Policy', '/privacy-policy'],
      ['Terms of Service', '/terms-of-service'],
      ['FAQ', '/faq'],
      ['Careers', '/careers'],
    ]);
  });
});

describe('Footer Newsletter form', () => {
  it('starts with a required email field, Subscribe, and nothing to say', () => {
    const { form, email, status, alert } = renderFooter();
    expect(screen.getByRole('heading', { level: 2, name: 'Newsletter' })).toBeInTheDocument();
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(email).toHaveValue('');
    expect(form.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    expect(status).toBeEmptyDOMElement();
    expect(alert).toBeEmptyDOMElement();
  });

  it('says what is wrong with the email and sends nothing', async () => {
    const { form, email, alert, sent } = renderFooter();
    await userEvent.click(form.getByRole('button', { name: 'Subscribe' }));
    expect(alert.textContent).toBe('Please enter your email address');

    await userEvent.type(email, 'ada@example');
    expect(alert).toBeEmptyDOMElement();
    expect(email).not.toHaveAttribute('aria-invalid');
    await userEvent.keyboard('{Enter}');
    expect(alert.textContent).toBe('Please enter a valid email address');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    expect(sent).toEqual([]);
  });

  it("shows 'Subscribing...' while sending, then thanks and clears the field", async () => {
    const { form, email, status, alert, sent, answer } = renderFooter();
    await userEvent.type(email, ' Ada@Example.NG ');
    await userEvent.click(form.getByRole('button', { name: 'Subscribe' }));
    expect(form.getByRole('button', { name: 'Subscribing...' })).toBeDisabled();
    expect(email).toHaveAttribute('readonly');
    expect(sent).toEqual(['ada@example.ng']);

    answer({ success: true, message: 'Thanks for subscribing! Watch your inbox for studio news.', alreadySubscribed: false });
    await waitFor(() => expect(status.textContent).toBe('Thanks for subscribing! Watch your inbox for studio news.'));
    expect(email).toHaveValue('');
    expect(email).not.toHaveAttribute('readonly');
    expect(email).toHaveAccessibleDescription('Thanks for subscribing! Watch your inbox for studio news.');
    expect(form.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    expect(alert).toBeEmptyDOMElement();
  });

  it("shows the server's refusal and keeps the typed email, so Subscribe can be pressed again", async () => {
    const { form, email, status, alert, sent, refuse } = renderFooter();
    await userEvent.type(email, 'ada@example.ng');
    await userEvent.click(form.getByRole('button', { name: 'Subscribe' }));
    refuse(new Rejected({ status: 429, message: 'Too many subscribe attempts. Please try again in a few minutes.' }));
    await waitFor(() => expect(alert.textContent).toBe('Too many subscribe attempts. Please try again in a few minutes.'));
    expect(email).toHaveValue('ada@example.ng');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(status).toBeEmptyDOMElement();

    await userEvent.click(form.getByRole('button', { name: 'Subscribe' }));
    expect(sent).toEqual(['ada@example.ng', 'ada@example.ng']);
    expect(form.getByRole('button', { name: 'Subscribing...' })).toBeDisabled();
    expect(alert).toBeEmptyDOMElement();
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
