import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Combobox, type ComboboxOption } from '../../../src/ui/widgets/Combobox.tsx';

const OPTIONS: ComboboxOption[] = [
  { id: 'a', label: 'Canon R6', detail: 'Cameras', image: '/a.jpg' },
  { id: 'b', label: 'Softbox' },
];

function renderBox(props: Partial<Parameters<typeof Combobox>[0]> = {}) {
  const handlers = { onInput: vi.fn(), onMove: vi.fn(), onClose: vi.fn(), onClear: vi.fn(), onSubmit: vi.fn(), onChoose: vi.fn() };
  render(
    <Combobox
      label="Search products"
      submitLabel="Search"
      clearLabel="Clear search"
      listLabel="Product suggestions"
      text="can"
      options={OPTIONS}
      highlighted={-1}
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

describe('Combobox', () => {
  it('lists the options under an expanded combobox', () => {
    renderBox();
    const box = screen.getByRole('combobox', { name: 'Search products' });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Canon R6Cameras', 'Softbox']);
    expect(screen.getByRole('listbox', { name: 'Product suggestions' })).toBeInTheDocument();
  });

  it('is collapsed with no options and no clear button without text', () => {
    renderBox({ options: [], text: '' });
    expect(screen.getByRole('combobox', { name: 'Search products' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  });

  it('points aria-activedescendant at the highlighted option and chooses it on Enter', async () => {
    const { onChoose, onSubmit } = renderBox({ highlighted: 1 });
    const box = screen.getByRole('combobox', { name: 'Search products' });
    expect(box).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Softbox' }).id);
    expect(screen.getByRole('option', { name: 'Softbox' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.type(box, '{Enter}');
    expect(onChoose).toHaveBeenCalledWith(OPTIONS[1]);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the text on Enter with nothing highlighted', async () => {
    const { onSubmit, onChoose } = renderBox();
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onChoose).not.toHaveBeenCalled();
  });

  it('reports typing, arrows, Escape, clearing and a click on an option', async () => {
    const { onInput, onMove, onClose, onClear, onChoose } = renderBox();
    const box = screen.getByRole('combobox', { name: 'Search products' });
    await userEvent.type(box, 'o');
    expect(onInput).toHaveBeenLastCalledWith('cano');
    await userEvent.keyboard('{ArrowDown}{ArrowUp}');
    expect(onMove.mock.calls).toEqual([[1], [-1]]);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('option', { name: /^Canon R6/ }));
    expect(onChoose).toHaveBeenCalledWith(OPTIONS[0]);
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(onClear).toHaveBeenCalledTimes(1);
  });
});
