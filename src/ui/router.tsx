import { createBrowserRouter } from 'react-router';
import { BareLayout } from './frame/BareLayout.tsx';
import { LoadingContents } from './frame/LoadingContents.tsx';
import { SiteLayout } from './frame/SiteLayout.tsx';

// Every page is split into its own chunk, so the first load carries only what that page needs.
export const router = createBrowserRouter([
  {
    Component: SiteLayout,
    HydrateFallback: LoadingContents,
    children: [
      { path: '/', lazy: async () => ({ Component: (await import('./routes/HomeRoute.tsx')).default }) },
      { path: '/shop', lazy: async () => ({ Component: (await import('./shop/ShopRoute.tsx')).default }) },
      { path: '/shop/:productId', lazy: async () => ({ Component: (await import('./shop/ProductRoute.tsx')).default }) },
      { path: '*', lazy: async () => ({ Component: (await import('./routes/NotFoundPage.tsx')).default }) },
    ],
  },
  {
    Component: BareLayout,
    HydrateFallback: LoadingContents,
    children: [
      { path: '/login', lazy: async () => ({ Component: (await import('./auth/LoginRoute.tsx')).default }) },
      { path: '/forgot-password', lazy: async () => ({ Component: (await import('./auth/ForgotPasswordRoute.tsx')).default }) },
      { path: '/reset-password/:token', lazy: async () => ({ Component: (await import('./auth/ResetPasswordRoute.tsx')).default }) },
      { path: '/verify-email/:token', lazy: async () => ({ Component: (await import('./auth/VerifyEmailRoute.tsx')).default }) },
    ],
  },
]);
