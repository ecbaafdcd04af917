import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { LoadingContents } from '../frame/LoadingContents.tsx';
import { StudioBar } from './StudioBar.tsx';
import * as styles from './Studio.css.ts';

const StudioHomeRoute = lazy(() => import('./StudioHomeRoute.tsx'));
const StudioOrdersRoute = lazy(() => import('./StudioOrdersRoute.tsx'));
const StudioOrderRoute = lazy(() => import('./StudioOrderRoute.tsx'));
const PackingSlipRoute = lazy(() => import('./PackingSlipRoute.tsx'));
const StudioReviewsRoute = lazy(() => import('./StudioReviewsRoute.tsx'));
const StudioProductsRoute = lazy(() => import('./StudioProductsRoute.tsx'));
const StudioProductEditorRoute = lazy(() => import('./StudioProductEditorRoute.tsx'));
const StudioCategoriesRoute = lazy(() => import('./StudioCategoriesRoute.tsx'));
const StudioStockRoute = lazy(() => import('./StudioStockRoute.tsx'));
const StudioProductStockRoute = lazy(() => import('./StudioProductStockRoute.tsx'));
const StudioMediaRoute = lazy(() => import('./StudioMediaRoute.tsx'));
const StudioGalleryRoute = lazy(() => import('./StudioGalleryRoute.tsx'));
const StudioCustomersRoute = lazy(() => import('./StudioCustomersRoute.tsx'));
const StudioCustomerRoute = lazy(() => import('./StudioCustomerRoute.tsx'));
const StudioInboxRoute = lazy(() => import('./StudioInboxRoute.tsx'));
const StudioMessageRoute = lazy(() => import('./StudioMessageRoute.tsx'));
const StudioNewsletterRoute = lazy(() => import('./StudioNewsletterRoute.tsx'));
const StudioBookingsRoute = lazy(() => import('./StudioBookingsRoute.tsx'));
const StudioBlogPostsRoute = lazy(() => import('./StudioBlogPostsRoute.tsx'));
const StudioBlogCategoriesRoute = lazy(() => import('./StudioBlogCategoriesRoute.tsx'));
// The rich-text editor (TipTap) is in this chunk alone: no other screen, studio or shop, downloads it.
const StudioBlogEditorRoute = lazy(() => import('./StudioBlogEditorRoute.tsx'));
const StudioTeamRoute = lazy(() => import('./StudioTeamRoute.tsx'));
const StudioAuditRoute = lazy(() => import('./StudioAuditRoute.tsx'));
const StudioNotFound = lazy(() => import('./StudioNotFound.tsx'));

/**
 * /studio/*: the studio's back office, a chunk of its own that only its visitors download. Its
 * pages are never indexed (each page's PageMeta says so); the server refuses its calls to anyone
 * but staff, and each page says so when it is refused.
 */
export default function StudioApp() {
  return (
    <div className={styles.shell}>
      <StudioBar />
      <div className={styles.content}>
        <Suspense fallback={<LoadingContents />}>
          <Routes>
            <Route index element={<StudioHomeRoute />} />
            <Route path="orders" element={<StudioOrdersRoute />} />
            <Route path="orders/:orderNumber" element={<StudioOrderRoute />} />
            <Route path="orders/:orderNumber/packing-slip" element={<PackingSlipRoute />} />
            <Route path="products" element={<StudioProductsRoute />} />
            <Route path="products/new" element={<StudioProductEditorRoute />} />
            <Route path="products/:productId" element={<StudioProductEditorRoute />} />
            <Route path="categories" element={<StudioCategoriesRoute />} />
            <Route path="stock" element={<StudioStockRoute />} />
            <Route path="stock/:productId" element={<StudioProductStockRoute />} />
            <Route path="products/:id/media" element={<StudioMediaRoute />} />
            <Route path="gallery" element={<StudioGalleryRoute />} />
            <Route path="gallery/:type" element={<StudioGalleryRoute />} />
            <Route path="customers" element={<StudioCustomersRoute />} />
            <Route path="customers/:id" element={<StudioCustomerRoute />} />
            <Route path="reviews" element={<StudioReviewsRoute />} />
            <Route path="inbox" element={<StudioInboxRoute />} />
            <Route path="inbox/:referenceId" element={<StudioMessageRoute />} />
            <Route path="newsletter" element={<StudioNewsletterRoute />} />
            <Route path="bookings" element={<StudioBookingsRoute />} />
            <Route path="blog" element={<StudioBlogPostsRoute />} />
            <Route path="blog/categories" element={<StudioBlogCategoriesRoute />} />
            <Route path="blog/new" element={<StudioBlogEditorRoute />} />
            <Route path="blog/:postId" element={<StudioBlogEditorRoute />} />
            <Route path="team" element={<StudioTeamRoute />} />
            <Route path="audit" element={<StudioAuditRoute />} />
            <Route path="*" element={<StudioNotFound />} />
          </Routes>
        </Suspense>
      </div>
    </div>
  );
}
