import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { DropdownMenu } from '../../../src/ui/widgets/DropdownMenu.tsx';

function renderMenu() {
  const onSelect = vi.fn();
  render(
    <MemoryRouter>
      <DropdownMenu
        label="More"
        items={[
          { label: 'Orders', to: '/orders' },
          { label: 'Sign out', onSelect },
        ]}
      />
    </MemoryRouter>,
  );
  return { onSelect };
}

describe('DropdownMenu', () => {
  it('is closed until pressed, then lists links and actions', async () => {
    const { onSelect } = renderMenu();
    const trigger = screen.getByRole('button', { name: 'More' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Orders' })).not.toBeInTheDocument();
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/orders');
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape and on a second press', async () => {
    renderMenu();
    const trigger = screen.getByRole('button', { name: 'More' });
    await userEvent.click(trigger);
    await userEvent.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    await userEvent.click(trigger);
    expect(screen.queryByRole('link', { name: 'Orders' })).not.toBeInTheDocument();
  });

  it('closes when a link navigates', async () => {
    renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'More' }));
    await userEvent.click(screen.getByRole('link', { name: 'Orders' }));
    expect(screen.getByRole('button', { name: 'More' })).toHaveAttribute('aria-expanded', 'false');
  });
});
