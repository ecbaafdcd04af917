import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QuantityStepper } from '../../../src/ui/widgets/QuantityStepper.tsx';

function renderStepper(props: Partial<Parameters<typeof QuantityStepper>[0]> = {}) {
  const handlers = { onDecrease: vi.fn(), onIncrease: vi.fn(), onChange: vi.fn() };
  render(<QuantityStepper value={2} min={1} max={5} canDecrease canIncrease {...handlers} {...props} />);
  return handlers;
}

describe('QuantityStepper', () => {
  it('shows the value in a named number field between named buttons', () => {
    renderStepper({ label: 'Quantity of Lens' });
    expect(screen.getByRole('group', { name: 'Quantity of Lens' })).toBeInTheDocument();
    const field = screen.getByRole('spinbutton', { name: 'Quantity of Lens' });
    expect(field).toHaveValue(2);
    expect(field).toHaveAttribute('min', '1');
    expect(field).toHaveAttribute('max', '5');
  });

  it('reports presses and typing, leaving the rule to the caller', async () => {
    const { onDecrease, onIncrease, onChange } = renderStepper();
    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Quantity' }), { target: { value: '4' } });
    expect(onDecrease).toHaveBeenCalledTimes(1);
    expect(onIncrease).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('4');
  });

  it('marks the buttons the caller says cannot be used aria-disabled, ignores their presses and keeps the focus on them', async () => {
    const user = userEvent.setup();
    const { onDecrease, onIncrease } = renderStepper({ canDecrease: false, canIncrease: false });
    const minus = screen.getByRole('button', { name: 'Decrease quantity' });
    const plus = screen.getByRole('button', { name: 'Increase quantity' });
    for (const button of [minus, plus]) {
      // Not `disabled`: Chromium takes the focus away from a disabled button.
      expect(button).not.toBeDisabled();
      expect(button).toHaveAttribute('aria-disabled', 'true');
    }
    plus.focus();
    await user.keyboard('{Enter}');
    await user.click(minus);
    expect(onIncrease).not.toHaveBeenCalled();
    expect(onDecrease).not.toHaveBeenCalled();
    expect(minus).toHaveFocus();
  });

  it('shows the text as typed, an empty field included', () => {
    renderStepper({ value: '' });
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(null);
  });
});
