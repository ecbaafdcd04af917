import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { BareLayout } from './frame/BareLayout.tsx';
import { SiteLayout } from './frame/SiteLayout.tsx';

// Every page is its own chunk, so the first load carries only what that page needs. Declarative
// routes, not the data router: machines load the data, so loaders would go unused, and the data
// router adds about 19 KB (gzip) to every first load (see README, "Why declarative routes").
const HomeRoute = lazy(() => import('./home/HomeRoute.tsx'));
const BlogListRoute = lazy(() => import('./blog/BlogListRoute.tsx'));
const BlogPostRoute = lazy(() => import('./blog/BlogPostRoute.tsx'));
const ContactRoute = lazy(() => import('./contact/ContactRoute.tsx'));
const BookingsRoute = lazy(() => import('./pages/BookingsRoute.tsx'));
const AboutRoute = lazy(() => import('./pages/AboutRoute.tsx'));
const GalleryRoute = lazy(() => import('./pages/GalleryRoute.tsx'));
const FaqRoute = lazy(() => import('./pages/FaqRoute.tsx'));
const PrivacyPolicyRoute = lazy(() => import('./pages/PrivacyPolicyRoute.tsx'));
const TermsOfServiceRoute = lazy(() => import('./pages/TermsOfServiceRoute.tsx'));
const NewsletterConfirmRoute = lazy(() => import('./pages/NewsletterConfirmRoute.tsx'));
const NewsletterUnsubscribeRoute = lazy(() => import('./pages/NewsletterUnsubscribeRoute.tsx'));
const ShopRoute = lazy(() => import('./shop/ShopRoute.tsx'));
const ProductRoute = lazy(() => import('./shop/ProductRoute.tsx'));
const CareersRoute = lazy(() => import('./routes/CareersRoute.tsx'));
const CartRoute = lazy(() => import('./cart/CartRoute.tsx'));
const CheckoutRoute = lazy(() => import('./checkout/CheckoutRoute.tsx'));
const PaymentRoute = lazy(() => import('./payment/PaymentRoute.tsx'));
const PaymentStatusRoute = lazy(() => import('./payment/PaymentStatusRoute.tsx'));
const StoriesRoute = lazy(() => import('./gallery/StoriesRoute.tsx'));
const ShowcaseRoute = lazy(() => import('./gallery/ShowcaseRoute.tsx'));
const ShowcaseItemRoute = lazy(() => import('./gallery/ShowcaseItemRoute.tsx'));
const ImageDetailRoute = lazy(() => import('./gallery/ImageDetailRoute.tsx'));
const SingleImageRoute = lazy(() => import('./gallery/SingleImageRoute.tsx'));
const OrdersRoute = lazy(() => import('./orders/OrdersRoute.tsx'));
const OrderReviewRoute = lazy(() => import('./reviews/OrderReviewRoute.tsx'));
const ProfileRoute = lazy(() => import('./profile/ProfileRoute.tsx'));
const NotFoundPage = lazy(() => import('./routes/NotFoundPage.tsx'));
const LoginRoute = lazy(() => import('./auth/LoginRoute.tsx'));
const ForgotPasswordRoute = lazy(() => import('./auth/ForgotPasswordRoute.tsx'));
const ResetPasswordRoute = lazy(() => import('./auth/ResetPasswordRoute.tsx'));
const VerifyEmailRoute = lazy(() => import('./auth/VerifyEmailRoute.tsx'));
// The studio's back office: its own chunk and routes, downloaded only by whoever opens /studio.
const StudioApp = lazy(() => import('./studio/StudioApp.tsx'));

/** The route table of the app. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        <Route path="/" element={<HomeRoute />} />
        <Route path="/lifestyle" element={<BlogListRoute />} />
        <Route path="/lifestyle/:slug" element={<BlogPostRoute />} />
        <Route path="/contact" element={<ContactRoute />} />
        <Route path="/bookings" element={<BookingsRoute />} />
        <Route path="/about" element={<AboutRoute />} />
        <Route path="/gallery" element={<GalleryRoute />} />
        <Route path="/faq" element={<FaqRoute />} />
        <Route path="/privacy-policy" element={<PrivacyPolicyRoute />} />
        <Route path="/terms-of-service" element={<TermsOfServiceRoute />} />
        <Route path="/newsletter/confirm/:token" element={<NewsletterConfirmRoute />} />
        <Route path="/newsletter/unsubscribe/:token" element={<NewsletterUnsubscribeRoute />} />
        <Route path="/shop" element={<ShopRoute />} />
        <Route path="/shop/:productId" element={<ProductRoute />} />
        <Route path="/careers" element={<CareersRoute />} />
        <Route path="/cart" element={<CartRoute />} />
        <Route path="/checkout" element={<CheckoutRoute />} />
        <Route path="/payment" element={<PaymentRoute />} />
        <Route path="/payment/status" element={<PaymentStatusRoute />} />
        <Route path="/payment/callback" element={<PaymentStatusRoute />} />
        <Route path="/humanstories" element={<StoriesRoute />} />
        <Route path="/productshowcase" element={<ShowcaseRoute />} />
        <Route path="/image/productshowcase/:id" element={<ShowcaseItemRoute />} />
        <Route path="/image/:source/:imageId" element={<ImageDetailRoute />} />
        <Route path="/gallery/:imageId" element={<SingleImageRoute />} />
        <Route path="/photography/:imageId" element={<SingleImageRoute />} />
        <Route path="/orders" element={<OrdersRoute />} />
        <Route path="/orders/:orderId/review" element={<OrderReviewRoute />} />
        <Route path="/profile" element={<ProfileRoute />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route element={<BareLayout />}>
        <Route path="/login" element={<LoginRoute />} />
        <Route path="/forgot-password" element={<ForgotPasswordRoute />} />
        <Route path="/reset-password/:token" element={<ResetPasswordRoute />} />
        <Route path="/verify-email/:token" element={<VerifyEmailRoute />} />
        <Route path="/studio/*" element={<StudioApp />} />
      </Route>
    </Routes>
  );
}
