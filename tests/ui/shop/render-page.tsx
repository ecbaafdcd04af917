import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';

/**
 * Renders a page from a fixed view model with a recording `send`; `show` re-renders it from the
 * next view model, as the machine would after an event.
 */
export function renderPage<V, E>(page: (view: V, send: (event: E) => void) => ReactElement, view: V) {
  const send = vi.fn<(event: E) => void>();
  const wrap = (next: V) => <MemoryRouter initialEntries={['/shop']}>{page(next, send)}</MemoryRouter>;
  const result = render(wrap(view));
  return { ...result, send, show: (next: V) => result.rerender(wrap(next)) };
}
