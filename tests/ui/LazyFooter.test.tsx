import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMachine } from 'xstate';
import type { liveSessionMachine } from '../../src/machines/session.live.ts';
import { SessionContext } from '../../src/ui/app/SessionContext.ts';
import { ToastContext } from '../../src/ui/app/ToastContext.ts';
import { LazyFooter } from '../../src/ui/frame/LazyFooter.tsx';

// The footer's Newsletter actor is created with useScreenActor, which needs the app's toasts and session.
const quietSession = createMachine({}) as unknown as typeof liveSessionMachine;

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
    // Awaited: React lets a component that suspended inside act go on only once that act is awaited.
    reveal: (isIntersecting: boolean) =>
      act(async () => {
        callbacks.forEach((callback) => callback([{ isIntersecting }]));
      }),
    disconnect,
  };
}

function renderFooter() {
  return render(
    <MemoryRouter>
      <ToastContext.Provider>
        <SessionContext.Provider logic={quietSession}>
          <LazyFooter />
        </SessionContext.Provider>
      </ToastContext.Provider>
    </MemoryRouter>,
  );
}

describe('LazyFooter', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the footer out until it comes into view, then loads it', async () => {
    const observer = stubIntersectionObserver();
    await act(async () => {
      renderFooter();
    });
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    await observer.reveal(false);
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    await observer.reveal(true);
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Newsletter' })).toBeInTheDocument();
    expect(observer.disconnect).toHaveBeenCalled();
  });

  it('loads the footer at once where the browser cannot tell what is in view', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    await act(async () => {
      renderFooter();
    });
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
  });
});
