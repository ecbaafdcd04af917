import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { components } from '../src/api/schema.gen.ts';
import type { AppDeps } from './app-deps.ts';
import type { AppEnv } from './http/app-env.ts';
import { HttpError } from './http/http-error.ts';
import { resolveClient } from './http/client-address.ts';
import { authenticate } from './http/require-user.ts';
import { NO_TRUSTED_PROXIES } from './http/trusted-proxies.ts';
import { readContract, type OpenApiDocument } from './openapi/contract.ts';
import { listOperations } from './openapi/operations.ts';
import { mediaType, validateRequests } from './openapi/request-validation.ts';
import { compilerFor } from './openapi/schema-compiler.ts';
import { checkReadiness } from './observability/readiness.ts';
import { paymentWebhookRoutes } from './payments/payment-webhook.ts';
import { accountRoutes } from './routes/accounts.ts';
import { addressRoutes } from './routes/addresses.ts';
import { blogRoutes } from './routes/blog.ts';
import { bookingRoutes } from './routes/bookings.ts';
import { cartRoutes } from './routes/cart.ts';
import { catalogueRoutes } from './routes/catalogue.ts';
import { collectionRoutes } from './routes/collections.ts';
import { contactRoutes } from './routes/contact.ts';
import { downloadRoutes } from './routes/downloads.ts';
import { galleryRoutes } from './routes/gallery.ts';
import { newsletterRoutes } from './routes/newsletter.ts';
import { orderRoutes } from './routes/orders.ts';
import { paymentRoutes } from './routes/payments.ts';
import { productViewRoutes } from './routes/product-views.ts';
import { profileRoutes } from './routes/profile.ts';
import { reviewRoutes } from './routes/reviews.ts';
import { studioRoutes } from './routes/studio.ts';
import { studioReviewRoutes } from './routes/studio-reviews.ts';
import { studioStaffRoutes } from './routes/studio-staff.ts';
import { studioStockRoutes } from './routes/studio-stock.ts';
import { studioDashboardRoutes } from './routes/studio-dashboard.ts';
import { studioCustomerRoutes } from './routes/studio-customers.ts';
import { studioInboxRoutes } from './routes/studio-inbox.ts';
import { studioNewsletterRoutes } from './routes/studio-newsletter.ts';
import { studioCatalogueRoutes } from './routes/studio-catalogue.ts';
import { studioMediaRoutes } from './routes/studio-media.ts';
import { studioBookingRoutes } from './routes/studio-bookings.ts';
import { studioBlogRoutes } from './routes/studio-blog.ts';
import { studioGalleryRoutes } from './routes/studio-gallery.ts';
import { authorizeStudio } from './studio/studio-key.ts';
import { wishlistRoutes } from './routes/wishlist.ts';

type Health = components['schemas']['Health'];
type ErrorBody = components['schemas']['ErrorBody'];

export const API_BASE = '/api/v1';
// A profile image may be just under 5 MB; multipart framing adds a little.
const MAX_UPLOAD_BYTES = 6 * 1024 * 1024;
// Every JSON body: the largest a customer really sends is an order of 50 lines with its two
// addresses and notes, or a contact message of 2,000 characters (both around 10-20 KB even with
// every character escaped); anything larger is refused before it is read, let alone parsed.
export const MAX_JSON_BODY_BYTES = 64 * 1024;
// A studio picture may be 15 MB; multipart framing adds a little.
const MAX_PICTURE_UPLOAD_BYTES = 16 * 1024 * 1024;
// The same for a gallery picture.
const STUDIO_PICTURES_PATH = /\/studio\/(?:products\/[^/]+\/pictures|gallery)$/;
const STUDIO_FILE_PATH = /\/studio\/products\/[^/]+\/file$/;
const STUDIO_BOOKING_PICTURE_PATH = /\/studio\/booking-services\/[^/]+\/picture$/;
// A blog post's HTML may be 100,000 characters (a long post with its markup), well over a customer's body.
const MAX_BLOG_POST_BODY_BYTES = 512 * 1024;
const STUDIO_BLOG_POST_PATH = /\/studio\/blog\/(posts(\/[^/]+)?|preview)$/;

/**
 * Reads and drops a refused body of up to the upload limit, so that the client, still sending it,
 * receives the 413 instead of a connection closed under it. A larger one is not read at all.
 */
async function drainSmallBody(request: Request): Promise<void> {
  const declared = Number(request.headers.get('content-length'));
  if (!request.body || request.bodyUsed || !(declared <= MAX_UPLOAD_BYTES)) return;
  await request.arrayBuffer().catch(() => undefined);
}

/**
 * Every /api/v1 route. Requests are checked against openapi.yaml before any handler; unknown
 * API paths answer 404 JSON, never the SPA; errors never carry a stack trace.
 */
export function apiRoutes(deps: AppDeps, contract: OpenApiDocument = readContract()): Hono<AppEnv> {
  const api = new Hono<AppEnv>();

  api.use('*', resolveClient(deps.trustedProxies ?? NO_TRUSTED_PROXIES));
  const tooLarge = async (c: Context) => {
    await drainSmallBody(c.req.raw);
    return c.json({ success: false, message: 'Request body is too large' } satisfies ErrorBody, 413);
  };
  const uploadLimit = bodyLimit({ maxSize: MAX_UPLOAD_BYTES, onError: tooLarge });
  const pictureLimit = bodyLimit({ maxSize: MAX_PICTURE_UPLOAD_BYTES, onError: tooLarge });
  const jsonLimit = bodyLimit({ maxSize: MAX_JSON_BODY_BYTES, onError: tooLarge });
  const blogPostLimit = bodyLimit({ maxSize: MAX_BLOG_POST_BODY_BYTES, onError: tooLarge });
  api.use('*', (c, next) => {
    // A read has no body to measure (and asking the request for one would build a full web Request, ~0.05 ms).
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    // A digital product's file streams to disk and counts its own bytes (up to 500 MB): nothing here may buffer it.
    if (c.req.method === 'PUT' && STUDIO_FILE_PATH.test(c.req.path)) return next();
    if (mediaType(c.req.header('content-type') ?? null) !== 'multipart/form-data') {
      return STUDIO_BLOG_POST_PATH.test(c.req.path) ? blogPostLimit(c, next) : jsonLimit(c, next);
    }
    const studioPicture =
      (c.req.method === 'POST' && (STUDIO_PICTURES_PATH.test(c.req.path) || c.req.path.endsWith('/studio/blog/pictures'))) ||
      (c.req.method === 'PUT' && STUDIO_BOOKING_PICTURE_PATH.test(c.req.path));
    return studioPicture ? pictureLimit(c, next) : uploadLimit(c, next);
  });
  // The webhook's signature covers the raw body, which validation would consume: it checks its own body.
  api.route('/', paymentWebhookRoutes(deps));
  api.use(
    '*',
    validateRequests({
      operations: listOperations(contract),
      compiler: compilerFor(contract),
      basePath: API_BASE,
      authenticate: (c) => authenticate(deps, c),
      authorizeStudio: (c, needed) => authorizeStudio(deps, c, needed),
    }),
  );

  api.get('/health', (c) => c.json({ status: 'ok', service: 'studio-shop', version: deps.version } satisfies Health));
  api.get('/health/ready', async (c) => {
    const readiness = await checkReadiness(deps);
    return c.json(readiness, readiness.status === 'ready' ? 200 : 503);
  });
  api.route('/', accountRoutes(deps));
  api.route('/', profileRoutes(deps));
  api.route('/', addressRoutes(deps));
  api.route('/', catalogueRoutes(deps));
  api.route('/', productViewRoutes(deps));
  api.route('/', cartRoutes(deps));
  api.route('/', wishlistRoutes(deps));
  api.route('/', newsletterRoutes(deps));
  api.route('/', galleryRoutes(deps));
  api.route('/', collectionRoutes(deps));
  api.route('/', blogRoutes(deps));
  api.route('/', contactRoutes(deps));
  api.route('/', bookingRoutes(deps));
  api.route('/', orderRoutes(deps));
  api.route('/', paymentRoutes(deps));
  api.route('/', reviewRoutes(deps));
  api.route('/', downloadRoutes(deps));
  api.route('/', studioRoutes(deps));
  api.route('/', studioStaffRoutes(deps));
  api.route('/', studioReviewRoutes(deps));
  api.route('/', studioStockRoutes(deps));
  api.route('/', studioDashboardRoutes(deps));
  api.route('/', studioCustomerRoutes(deps));
  api.route('/', studioInboxRoutes(deps));
  api.route('/', studioNewsletterRoutes(deps));
  api.route('/', studioCatalogueRoutes(deps));
  api.route('/', studioMediaRoutes(deps));
  api.route('/', studioBookingRoutes(deps));
  api.route('/', studioBlogRoutes(deps));
  api.route('/', studioGalleryRoutes(deps));

  api.all('*', (c) => c.json({ success: false, message: 'Not found' } satisfies ErrorBody, 404));
  api.onError((error, c) => {
    if (error instanceof HttpError) return c.json(error.toBody(), error.status, error.headers);
    deps.log.error(`${c.req.method} ${c.req.path} failed`, error, { requestId: c.get('requestId') });
    return c.json({ success: false, message: 'Something went wrong' } satisfies ErrorBody, 500);
  });
  return api;
}
