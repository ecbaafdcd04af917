import type { ResponseCache } from './catalogue/response-cache.ts';
import type { PasswordCost } from './accounts/password-hash.ts';
import type { BookingForms } from '../src/domain/booking-forms.ts';
import type { Database } from './db/database.ts';
import type { RateLimitRule } from './http/address-rate-limit.ts';
import type { TrustedProxies } from './http/trusted-proxies.ts';
import type { Mailer } from './mail/mailer.ts';
import type { FileStorage } from './media/file-storage.ts';
import type { PurchaseSettings } from './orders/purchase-settings.ts';
import type { Clock } from './platform/clock.ts';
import type { Logger } from './platform/logger.ts';

export interface SearchLimits {
  readonly perAddress: RateLimitRule;
  readonly atOnce: number;
}

/** Everything the routes need from outside, injected so that tests control each piece. */
export interface AppDeps {
  readonly db: Database;
  readonly mailer: Mailer;
  readonly clock: Clock;
  readonly log: Logger;
  /** The site's origin, for links in mails. */
  readonly publicUrl: string;
  /** The origins a payment may return the shopper to (site-address.ts); only publicUrl's when left out. */
  readonly callbackOrigins?: readonly string[];
  readonly version: string;
  /** Serialised catalogue answers; whoever changes products, prices or stock clears it. */
  readonly catalogueCache: ResponseCache<string>;
  /** Where contact-form messages are mailed (STUDIO_EMAIL); a placeholder inbox when unset. */
  readonly studioEmail?: string;
  /** Holds, downloads, the card provider and the studio credential; the defaults when left out. */
  readonly purchase?: PurchaseSettings;
  /** How many uncached product searches run, per client address and at once; SEARCH_LIMITS when left out. */
  readonly searchLimits?: SearchLimits;
  /** The proxies whose X-Forwarded-For names the client (TRUST_PROXY); none when left out. */
  readonly trustedProxies?: TrustedProxies;
  /** Waits this long; a login held back by the progressive delay waits here (tests pass their own). */
  readonly pause?: (milliseconds: number) => Promise<void>;
  /** True once the process has been told to stop: readiness answers 503 while requests in flight finish. */
  readonly draining?: () => boolean;
  /** Where uploaded pictures and their renditions are kept (MEDIA_STORE's media folder); a temporary directory when left out. */
  readonly mediaStorage?: FileStorage;
  /** Where digital products' files are kept (MEDIA_STORE's digital-files folder); the purchase settings' folder when left out. */
  readonly digitalFileStorage?: FileStorage;
  /** The studio's online booking forms (BOOKING_FORM_*_URL), for services without a form of their own. */
  readonly bookingForms?: BookingForms;
  /** The scrypt cost of new password hashes; PASSWORD_COST when left out (tests pass a cheap one). */
  readonly passwordCost?: PasswordCost;
}
