import { createBrowserRouter } from 'react-router';

// Every route is split into its own chunk, so the first load carries only what that page needs.
export const router = createBrowserRouter([
  { path: '/', lazy: async () => ({ Component: (await import('./routes/HomeRoute.tsx')).default }) },
  { path: '*', lazy: async () => ({ Component: (await import('./routes/NotFoundPage.tsx')).default }) },
]);
