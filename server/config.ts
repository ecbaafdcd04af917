import { readRenderDeadline } from './site/render-deadline.ts';
import path from 'node:path';
import type { BookingForms } from '../src/domain/booking-forms.ts';
import { readObservabilitySettings, type ObservabilitySettings } from './observability/observability-settings.ts';
import { parseTrustedProxies, type TrustedProxies } from './http/trusted-proxies.ts';
import { readPurchaseSettings, type PurchaseSettings } from './orders/purchase-settings.ts';
import { readBookingForms } from './site/booking-forms.ts';
import { siteAddress } from './site/site-address.ts';
import { readWorkers } from './platform/workers.ts';
import { readMediaStore, type MediaStoreSetting } from './media/media-store-setting.ts';

export interface ServerConfig {
  readonly port: number;
  readonly dataDir: string;
  readonly distDir: string;
  /** PostgreSQL instead of the embedded PGlite when set. */
  readonly databaseUrl: string | undefined;
  /** SMTP instead of the mail outbox when set. */
  readonly smtpUrl: string | undefined;
  readonly mailFrom: string;
  /** The site's own origin, for links in mails (verify email, reset password). */
  readonly publicUrl: string;
  /** PUBLIC_URL as set, or undefined: without it the server accepts its loopback names (site-address.ts). */
  readonly publicUrlSetting: string | undefined;
  /** The origins a payment may return the shopper to. */
  readonly callbackOrigins: readonly string[];
  /** The studio's inbox for contact-form messages (STUDIO_EMAIL). */
  readonly studioEmail: string | undefined;
  /** TRUST_PROXY: the proxies whose X-Forwarded-For names the client (none by default). */
  readonly trustedProxies: TrustedProxies;
  /** PAYMENT_HOLD_MINUTES, DOWNLOAD_LIMIT, DOWNLOAD_DAYS, PAYMENTS, PAYSTACK_SECRET_KEY, PAYSTACK_BASE_URL. */
  readonly purchase: Omit<PurchaseSettings, 'studioKey'>;
  /** BOOKING_FORM_PRODUCT_URL, BOOKING_FORM_PORTRAIT_URL, BOOKING_FORM_SOURCING_URL. */
  readonly bookingForms: BookingForms;
  /** RENDER_DEADLINE_MS: how long a server-rendered page waits for its data. */
  readonly renderDeadlineMs: number;
  /** LOG_FORMAT, METRICS_PORT, METRICS_HOST, DRAIN_SECONDS. */
  readonly observability: ObservabilitySettings;
  /** WORKERS: server processes on the port (more than one needs DATABASE_URL). */
  readonly workers: number;
  /** MEDIA_STORE (with S3_ENDPOINT, S3_REGION, S3_FORCE_PATH_STYLE): where uploaded files are kept, DATA_DIR by default. */
  readonly mediaStore: MediaStoreSetting;
}

/** Where the server keeps its data (DATA_DIR, else ./data). */
export function dataDirOf(env: NodeJS.ProcessEnv): string {
  return path.resolve(env.DATA_DIR ?? 'data');
}

/** Reads the server's settings from the environment, with the documented defaults; throws a ConfigError on a setting it refuses. */
export function readConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  const dataDir = dataDirOf(env);
  const publicUrlSetting = env.PUBLIC_URL || undefined;
  const site = siteAddress(publicUrlSetting, port);
  return {
    port,
    dataDir,
    distDir: path.resolve(env.DIST_DIR ?? 'dist'),
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Studio Shop <no-reply@studio-shop.local>',
    ...site,
    publicUrlSetting,
    studioEmail: env.STUDIO_EMAIL || undefined,
    trustedProxies: parseTrustedProxies(env.TRUST_PROXY),
    purchase: readPurchaseSettings(env, dataDir, site.publicUrl),
    bookingForms: readBookingForms(env),
    renderDeadlineMs: readRenderDeadline(env),
    observability: readObservabilitySettings(env),
    workers: readWorkers(env),
    mediaStore: readMediaStore(env, dataDir),
  };
}
