import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { BareLayout } from './frame/BareLayout.tsx';
import { SiteLayout } from './frame/SiteLayout.tsx';

// Every page is its own chunk, so the first load carries only what that page needs. Declarative
// routes, not the data router: machines load the data, so loaders would go unused, and the data
// router adds about 19 KB (gzip) to every first load (see README, "Why declarative routes").
const HomeRoute = lazy(() => import('./routes/HomeRoute.tsx'));
const ShopRoute = lazy(() => import('./shop/ShopRoute.tsx'));
const ProductRoute = lazy(() => import('./shop/ProductRoute.tsx'));
const CareersRoute = lazy(() => import('./routes/CareersRoute.tsx'));
const CartRoute = lazy(() => import('./cart/CartRoute.tsx'));
const NotFoundPage = lazy(() => import('./routes/NotFoundPage.tsx'));
const LoginRoute = lazy(() => import('./auth/LoginRoute.tsx'));
const ForgotPasswordRoute = lazy(() => import('./auth/ForgotPasswordRoute.tsx'));
const ResetPasswordRoute = lazy(() => import('./auth/ResetPasswordRoute.tsx'));
const VerifyEmailRoute = lazy(() => import('./auth/VerifyEmailRoute.tsx'));

/** The route table of the app. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        <Route path="/" element={<HomeRoute />} />
        <Route path="/shop" element={<ShopRoute />} />
        <Route path="/shop/:productId" element={<ProductRoute />} />
        <Route path="/careers" element={<CareersRoute />} />
        <Route path="/cart" element={<CartRoute />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route element={<BareLayout />}>
        <Route path="/login" element={<LoginRoute />} />
        <Route path="/forgot-password" element={<ForgotPasswordRoute />} />
        <Route path="/reset-password/:token" element={<ResetPasswordRoute />} />
        <Route path="/verify-email/:token" element={<VerifyEmailRoute />} />
      </Route>
    </Routes>
  );
}
