import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from '../../../src/ui/widgets/Dialog.tsx';
import { Drawer } from '../../../src/ui/widgets/Drawer.tsx';

function DrawerHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open panel
      </button>
      {open && (
        <Drawer side="left" width="20rem" onClose={() => setOpen(false)} aria-label="Panel">
          <button type="button" onClick={() => setOpen(false)}>
            Close panel
          </button>
          <a href="/x">Inside</a>
        </Drawer>
      )}
    </>
  );
}

describe('Drawer', () => {
  it('is a modal dialog that locks the page, closes on Escape and gives focus back', async () => {
    render(<DrawerHarness />);
    const opener = screen.getByRole('button', { name: 'Open panel' });
    await userEvent.click(opener);
    expect(await screen.findByRole('dialog', { name: 'Panel' })).toBeInTheDocument();
    expect(document.documentElement.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Panel' })).not.toBeInTheDocument();
    expect(document.documentElement.style.overflow).toBe('');
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('keeps Tab inside', async () => {
    render(<DrawerHarness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open panel' }));
    await screen.findByRole('dialog', { name: 'Panel' });
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('dialog', { name: 'Panel' })).toContainElement(document.activeElement as HTMLElement);
  });
});

describe('Dialog', () => {
  it('is named by its title and closes on Escape when dismissable', async () => {
    const onClose = vi.fn();
    render(
      <Dialog title="Add address" onClose={onClose}>
        <button type="button">Save</button>
      </Dialog>,
    );
    expect(await screen.findByRole('dialog', { name: 'Add address' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Add address' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stays open on Escape while it is not dismissable, and can be an alert dialog', async () => {
    const onClose = vi.fn();
    render(
      <Dialog title="Delete address?" role="alertdialog" isDismissable={false} onClose={onClose}>
        <button type="button">Delete</button>
      </Dialog>,
    );
    expect(await screen.findByRole('alertdialog', { name: 'Delete address?' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });
});
