import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StudioListState } from '../../../src/ui/studio/StudioListState.tsx';

const quiet = { loading: false, problem: '', canRetry: false, summary: '', empty: false, emptyText: 'No customers yet.' };

function show(changes: Partial<typeof quiet>, onRetry = vi.fn()) {
  render(<StudioListState view={{ ...quiet, ...changes }} loadingText="Loading the customers…" onRetry={onRetry} />);
  return onRetry;
}

describe('StudioListState', () => {
  it('says what it is loading, and nothing else', () => {
    show({ loading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the customers…');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('No customers yet.')).toBeNull();
  });

  it('says why the list could not load, with Try again only where trying again can help', async () => {
    const onRetry = show({ problem: 'The studio could not be reached.', canRetry: true });
    expect(screen.getByRole('alert')).toHaveTextContent('The studio could not be reached.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('gives a loaded list its count', () => {
    show({ summary: '12 customers' });
    expect(screen.getByText('12 customers')).toBeVisible();
    expect(screen.queryByText('No customers yet.')).toBeNull();
  });

  it('gives an empty list the reason it is empty', () => {
    show({ empty: true, emptyText: 'No customer matches this search.' });
    expect(screen.getByText('No customer matches this search.')).toBeVisible();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows nothing for a list without a count or a problem', () => {
    const { container } = render(<StudioListState view={quiet} loadingText="Loading the customers…" onRetry={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });
});
