import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';

/** Where the router is: 'At {pathname}'. */
export function Where() {
  return <p>At {useLocation().pathname}</p>;
}

/** Renders `node` at `path`; any other page reads 'At {pathname}', so a test sees where a press led. */
export function renderWithDestinations(node: ReactNode, path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={path.split('?')[0]} element={node} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}
