import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyFooter } from '../../src/ui/frame/LazyFooter.tsx';

/** An IntersectionObserver the test drives: `reveal()` tells every observer its target is in view. */
function stubIntersectionObserver() {
  const callbacks: Array<(entries: Array<{ isIntersecting: boolean }>) => void> = [];
  const disconnect = vi.fn();
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
        callbacks.push(callback);
      }
      observe() {}
      disconnect = disconnect;
    },
  );
  return {
    reveal: (isIntersecting: boolean) => act(() => callbacks.forEach((callback) => callback([{ isIntersecting }]))),
    disconnect,
  };
}

function renderFooter() {
  return render(
    <MemoryRouter>
      <LazyFooter />
    </MemoryRouter>,
  );
}

describe('LazyFooter', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the footer out until it comes into view, then loads it', async () => {
    const observer = stubIntersectionObserver();
    renderFooter();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    observer.reveal(false);
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    observer.reveal(true);
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Newsletter' })).toBeInTheDocument();
    expect(observer.disconnect).toHaveBeenCalled();
  });

  it('loads the footer at once where the browser cannot tell what is in view', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    renderFooter();
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
  });
});
