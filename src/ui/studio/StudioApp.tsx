import { lazy, Suspense } from 'react';
import { Link, Route, Routes, useLocation } from 'react-router';
import { studioRole } from '../../machines/studio/studio-session.ts';
import { SessionContext } from '../app/SessionContext.ts';
import { LoadingContents } from '../frame/LoadingContents.tsx';
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
  const session = SessionContext.useActorRef();
  const role = SessionContext.useSelector(() => studioRole(session));
  const { pathname } = useLocation();
  const links = [
    { to: '/studio', label: 'Dashboard' },
    { to: '/studio/orders', label: 'Orders' },
    { to: '/studio/products', label: 'Products' },
    { to: '/studio/stock', label: 'Stock' },
    { to: '/studio/gallery', label: 'Galleries' },
    { to: '/studio/customers', label: 'Customers' },
    { to: '/studio/reviews', label: 'Reviews' },
    { to: '/studio/inbox', label: 'Inbox' },
    { to: '/studio/newsletter', label: 'Newsletter' },
    { to: '/studio/bookings', label: 'Bookings page' },
    { to: '/studio/blog', label: 'Blog' },
    ...(role === 'owner'
      ? [
          { to: '/studio/team', label: 'Team' },
          { to: '/studio/audit', label: 'Audit log' },
        ]
      : []),
    { to: '/', label: 'Shop' },
  ];
  const current = (to: string) =>
    to === '/studio' ? pathname === '/studio' || pathname === '/studio/' : pathname.startsWith(to) && to !== '/';
  return (
    <div className={styles.shell}>
      <div className={styles.bar}>
        <span className={styles.brand}>Studio</span>
        <nav aria-label="Studio">
          <ul className={styles.navList}>
            {links.map((link) => (
              <li key={link.to}>
                <Link className={styles.navLink} to={link.to} aria-current={current(link.to) ? 'page' : undefined}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <button type="button" className={styles.barButton} onClick={() => session.send({ type: 'session.logout', to: '/login' })}>
          Log out
        </button>
      </div>
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
