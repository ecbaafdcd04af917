// The pages of src/ui/router.tsx, as the benches load them. `npm run bench:size` loads every row in
// Chromium and fails when router.tsx loads a page this table does not measure; `npm run bench`
// runs Lighthouse on the rows marked `main`.
//
// ADD YOUR ROUTE HERE when you add a lazy page to src/ui/router.tsx: its path pattern, the module
// router.tsx imports, a concrete URL to load (a function when it needs an id only the running
// server knows), `login: true` when a visitor would only be sent to /login, and `main: true` for
// the pages a shopper lands on (Lighthouse measures those).

/** Reads JSON from the running server's API, e.g. `api('/product/list?limit=1')` for /api/v1/product/list. */
export type ApiJson = (path: string) => Promise<unknown>;

export interface BenchRoute {
  /** The path pattern, as in src/ui/router.tsx (`{param}` for `:param`). */
  readonly path: string;
  /** The module src/ui/router.tsx loads lazily for this path. */
  readonly module: string;
  /** A URL of the running app to load for this route. */
  readonly sample: string | ((api: ApiJson) => Promise<string>);
  /** A visitor is only redirected to /login here: measure it as the seeded demo customer. */
  readonly login?: boolean;
  /** A page shoppers land on: Lighthouse measures it in `npm run bench`. */
  readonly main?: boolean;
}

export const ROUTES: readonly BenchRoute[] = [
  { path: '/', module: 'src/ui/home/HomeRoute.tsx', sample: '/', main: true },
  { path: '/lifestyle', module: 'src/ui/blog/BlogListRoute.tsx', sample: '/lifestyle', main: true },
  {
    path: '/lifestyle/{slug}',
    module: 'src/ui/blog/BlogPostRoute.tsx',
    sample: async (api) => `/lifestyle/${await firstBlogSlug(api)}`,
    main: true,
  },
  { path: '/contact', module: 'src/ui/contact/ContactRoute.tsx', sample: '/contact' },
  { path: '/bookings', module: 'src/ui/pages/BookingsRoute.tsx', sample: '/bookings' },
  { path: '/about', module: 'src/ui/pages/AboutRoute.tsx', sample: '/about' },
  { path: '/gallery', module: 'src/ui/pages/GalleryRoute.tsx', sample: '/gallery' },
  { path: '/faq', module: 'src/ui/pages/FaqRoute.tsx', sample: '/faq' },
  { path: '/privacy-policy', module: 'src/ui/pages/PrivacyPolicyRoute.tsx', sample: '/privacy-policy' },
  { path: '/terms-of-service', module: 'src/ui/pages/TermsOfServiceRoute.tsx', sample: '/terms-of-service' },
  { path: '/newsletter/confirm/{token}', module: 'src/ui/pages/NewsletterConfirmRoute.tsx', sample: '/newsletter/confirm/bench-token' },
  {
    path: '/newsletter/unsubscribe/{token}',
    module: 'src/ui/pages/NewsletterUnsubscribeRoute.tsx',
    sample: '/newsletter/unsubscribe/bench-token',
  },
  { path: '/shop', module: 'src/ui/shop/ShopRoute.tsx', sample: '/shop', main: true },
  {
    path: '/shop/{productId}',
    module: 'src/ui/shop/ProductRoute.tsx',
    sample: async (api) => `/shop/${await firstProductId(api)}`,
    main: true,
  },
  { path: '/login', module: 'src/ui/auth/LoginRoute.tsx', sample: '/login', main: true },
  { path: '/forgot-password', module: 'src/ui/auth/ForgotPasswordRoute.tsx', sample: '/forgot-password' },
  { path: '/reset-password/{token}', module: 'src/ui/auth/ResetPasswordRoute.tsx', sample: '/reset-password/bench-token' },
  { path: '/verify-email/{token}', module: 'src/ui/auth/VerifyEmailRoute.tsx', sample: '/verify-email/bench-token' },
  { path: '/careers', module: 'src/ui/routes/CareersRoute.tsx', sample: '/careers' },
  { path: '/cart', module: 'src/ui/cart/CartRoute.tsx', sample: '/cart' },
  { path: '/checkout', module: 'src/ui/checkout/CheckoutRoute.tsx', sample: '/checkout', login: true },
  { path: '/payment', module: 'src/ui/payment/PaymentRoute.tsx', sample: '/payment', login: true },
  { path: '/payment/status', module: 'src/ui/payment/PaymentStatusRoute.tsx', sample: '/payment/status', login: true },
  { path: '/orders', module: 'src/ui/orders/OrdersRoute.tsx', sample: '/orders', login: true },
  // The studio's back office (measured as the demo customer, whom the server refuses: the page's code is the same).
  { path: '/studio/*', module: 'src/ui/studio/StudioApp.tsx', sample: '/studio/orders', login: true },
  { path: '/orders/{orderId}/review', module: 'src/ui/reviews/OrderReviewRoute.tsx', sample: '/orders/any-order/review', login: true },
  { path: '/profile', module: 'src/ui/profile/ProfileRoute.tsx', sample: '/profile' },
  { path: '/humanstories', module: 'src/ui/gallery/StoriesRoute.tsx', sample: '/humanstories', main: true },
  { path: '/productshowcase', module: 'src/ui/gallery/ShowcaseRoute.tsx', sample: '/productshowcase', main: true },
  {
    path: '/image/productshowcase/{id}',
    module: 'src/ui/gallery/ShowcaseItemRoute.tsx',
    sample: async (api) => `/image/productshowcase/${await firstImageId(api, 'productshowcase')}`,
  },
  {
    path: '/image/{source}/{imageId}',
    module: 'src/ui/gallery/ImageDetailRoute.tsx',
    sample: async (api) => `/image/human-stories/${await firstImageId(api, 'humanstories')}`,
  },
  {
    path: '/gallery/{imageId}',
    module: 'src/ui/gallery/SingleImageRoute.tsx',
    sample: async (api) => `/gallery/${await firstImageId(api, 'humanstories')}`,
  },
  { path: '(not found)', module: 'src/ui/routes/NotFoundPage.tsx', sample: '/no-such-page' },
];

// Sample ids from the running server, so the benches load real pages rather than "not found".

async function firstProductId(api: ApiJson): Promise<string> {
  const body = (await api('/product/list?limit=1')) as { products: { _id: string }[] };
  return first(body.products, 'product')._id;
}

async function firstBlogSlug(api: ApiJson): Promise<string> {
  const body = (await api('/blog/posts?limit=1')) as { data: { posts: { slug: string }[] } };
  return first(body.data.posts, 'blog post').slug;
}

async function firstImageId(api: ApiJson, galleryType: string): Promise<string> {
  const body = (await api(`/gallery?limit=1&galleryType=${galleryType}`)) as { images: { _id: string }[] };
  return first(body.images, `${galleryType} image`)._id;
}

function first<T>(items: readonly T[] | undefined, what: string): T {
  const item = items?.[0];
  if (item === undefined) throw new Error(`bench/routes.ts: the server has no ${what} to load`);
  return item;
}

/** Every page src/ui/router.tsx loads lazily that no row of ROUTES measures. */
export function unmeasuredPages(routerSource: string): string[] {
  const lazyPages = [...routerSource.matchAll(/import\('\.\/([^']+)'\)/g)].map((match) => `src/ui/${match[1]}`);
  const measured = new Set(ROUTES.map((route) => route.module));
  return lazyPages.filter((page) => !measured.has(page));
}
