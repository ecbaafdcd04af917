import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Tabs } from '../../../src/ui/widgets/Tabs.tsx';

type Key = 'one' | 'two' | 'three';

function Harness({ onSelect = () => {}, onApproach }: { onSelect?: (key: Key) => void; onApproach?: () => void }) {
  const [selected, setSelected] = useState<Key>('one');
  return (
    <Tabs
      label="Details"
      selected={selected}
      onSelect={(key) => {
        onSelect(key);
        setSelected(key);
      }}
      tabs={[
        { key: 'one', label: 'First', panel: <p>first panel</p> },
        { key: 'two', label: 'Second', panel: <p>second panel</p> },
        { key: 'three', label: 'Third', panel: <p>third panel</p>, onApproach },
      ]}
    />
  );
}

describe('Tabs', () => {
  it('shows only the selected panel, named by its tab, and only the selected tab is tabbable', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Details' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'First' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Second' })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'First' })).toHaveTextContent('first panel');
    expect(screen.queryByText('second panel')).not.toBeInTheDocument();
  });

  it('tells when the pointer or the focus reaches a tab, so its panel can start loading', async () => {
    const onApproach = vi.fn();
    render(<Harness onApproach={onApproach} />);
    await userEvent.hover(screen.getByRole('tab', { name: 'Second' }));
    expect(onApproach).not.toHaveBeenCalled();
    await userEvent.hover(screen.getByRole('tab', { name: 'Third' }));
    expect(onApproach).toHaveBeenCalledTimes(1);
    screen.getByRole('tab', { name: 'Third' }).focus();
    expect(onApproach).toHaveBeenCalledTimes(2);
  });

  it('selects a tab on click', async () => {
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Second' }));
    expect(onSelect).toHaveBeenCalledWith('two');
    expect(screen.getByRole('tabpanel', { name: 'Second' })).toHaveTextContent('second panel');
  });

  it('moves with the arrow keys (wrapping), Home and End, taking the focus along', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('tab', { name: 'First' }));
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Third' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Third' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'First' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Third' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'First' })).toHaveAttribute('aria-selected', 'true');
  });

  it('ignores other keys', async () => {
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    await userEvent.click(screen.getByRole('tab', { name: 'First' }));
    onSelect.mockClear();
    await userEvent.keyboard('{ArrowDown}a');
    expect(onSelect).not.toHaveBeenCalled();
  });
});
