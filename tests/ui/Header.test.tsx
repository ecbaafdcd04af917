import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { returnPath } from '../../src/ui/app/return-path.ts';
import { describe, expect, it, vi } from 'vitest';
import { Header } from '../../src/ui/frame/Header.tsx';
import { Where } from './navigation-probe.tsx';

// jsdom has no matchMedia; the header listens to it for the 768 px breakpoint.
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  addEventListener: () => {},
  removeEventListener: () => {},
})) as unknown as typeof window.matchMedia;

function renderHeader(props: Partial<Parameters<typeof Header>[0]> = {}) {
  const onLogout = vi.fn();
  render(
    <MemoryRouter initialEntries={['/shop']}>
      <Header isLoggedIn={false} accountMenu={<button type="button">Account</button>} onLogout={onLogout} {...props} />
    </MemoryRouter>,
  );
  return { onLogout };
}

describe('Header', () => {
  it('shows the main links and a Login button to a visitor', () => {
    renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'Captured Notes', 'Shop', 'About', 'Contacts']) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    // The site spec calls both buttons: links styled as buttons, since they go somewhere.
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Book now' })).toHaveAttribute('href', '/bookings');
    expect(screen.queryByRole('button', { name: 'Book now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Account' })).not.toBeInTheDocument();
  });

  it('the Book now button goes to /bookings', async () => {
    renderAt('/about');
    await userEvent.click(screen.getByRole('link', { name: 'Book now' }));
    expect(screen.getByText('At /bookings')).toBeInTheDocument();
  });

  it('shows the account menu instead of Login when logged in', () => {
    renderHeader({ isLoggedIn: true });
    expect(screen.getByRole('button', { name: 'Account' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('opens the Gallery dropdown with its two galleries', async () => {
    renderHeader();
    const trigger = screen.getByRole('button', { name: 'Gallery' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Product Showcase' })).toHaveAttribute('href', '/productshowcase');
    expect(screen.getByRole('link', { name: 'Human Stories' })).toHaveAttribute('href', '/humanstories');
  });

  it('opens the mobile menu with its Navigation and Account sections, locking page scroll', async () => {
    renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Mobile menu' });
    expect(within(menu).getByRole('heading', { name: 'Navigation' })).toBeInTheDocument();
    expect(within(menu).getByRole('heading', { name: 'Account' })).toBeInTheDocument();
    // Buttons, as the spec calls them.
    for (const name of ['Login / Sign Up', 'Book Now', 'Shop Now']) expect(within(menu).getByRole('link', { name })).toBeInTheDocument();
    // react-aria's modal locks the page behind it.
    expect(document.documentElement.style.overflow).toBe('hidden');

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Mobile menu' })).not.toBeInTheDocument();
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('offers the account links and Logout in the mobile menu when logged in', async () => {
    const { onLogout } = renderHeader({ isLoggedIn: true });
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Mobile menu' });
    expect(within(menu).getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/profile');
    expect(within(menu).getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/orders');
    await userEvent.click(within(menu).getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('keeps Tab inside the open mobile menu and gives focus back to the menu button when it closes', async () => {
    renderHeader();
    const opener = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    const close = within(dialog).getByRole('button', { name: 'Close menu' });
    await waitFor(() => expect(close).toHaveFocus());

    const shopNow = within(dialog).getByRole('link', { name: 'Shop Now' });
    shopNow.focus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(shopNow).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });
});

// /login as the app's LoginRoute reads it: where the login will go back to.
function LoginStub() {
  return <p>Back to {returnPath(useLocation().state)}</p>;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/login" element={<LoginStub />} />
        <Route path="/bookings" element={<Where />} />
        <Route path="*" element={<Header isLoggedIn={false} accountMenu={null} onLogout={() => {}} />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('Header, the Login links', () => {
  it('the Login button brings the shopper back to the page and query it was pressed on', async () => {
    renderAt('/shop?category=lighting&page=2');
    await userEvent.click(screen.getByRole('link', { name: 'Login' }));
    expect(screen.getByText('Back to /shop?category=lighting&page=2')).toBeInTheDocument();
  });

  it("the mobile menu's Login / Sign Up does the same", async () => {
    renderAt('/productshowcase?page=3');
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.click(await screen.findByRole('link', { name: 'Login / Sign Up' }));
    expect(await screen.findByText('Back to /productshowcase?page=3')).toBeInTheDocument();
  });

  it('never from a page with a one-time token: the login goes home', async () => {
    renderAt('/reset-password/abc123');
    await userEvent.click(screen.getByRole('link', { name: 'Login' }));
    expect(screen.getByText('Back to /')).toBeInTheDocument();
  });
});
