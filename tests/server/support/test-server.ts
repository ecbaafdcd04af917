import type { BookingForms } from '../../../src/domain/booking-forms.ts';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Hono } from 'hono';
import { createApp, type AppOptions } from '../../../server/app.ts';
import type { AppDeps } from '../../../server/app-deps.ts';
import type { PasswordCost } from '../../../server/accounts/password-hash.ts';
import { ResponseCache } from '../../../server/catalogue/response-cache.ts';
import type { Database } from '../../../server/db/database.ts';
import type { TrustedProxies } from '../../../server/http/trusted-proxies.ts';
import type { Mailer } from '../../../server/mail/mailer.ts';
import type { FileStorage } from '../../../server/media/file-storage.ts';
import { outboxMailer } from '../../../server/mail/outbox-mailer.ts';
import { mediaType } from '../../../server/openapi/request-validation.ts';
import { DEFAULT_PURCHASE_SETTINGS, type PurchaseSettings } from '../../../server/orders/purchase-settings.ts';
import type { HoldLimits } from '../../../src/domain/order-holds.ts';
import type { Logger } from '../../../server/platform/logger.ts';
import type { SiteAddress } from '../../../server/site/site-address.ts';
import { assertResponseMatchesContract } from './contract-check.ts';
import { openTestDatabase } from './test-database.ts';

export const API = '/api/v1';

/** A tiny stand-in for the built SPA: index.html and one hashed asset. */
export function fakeDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'dist-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  return dir;
}

// Tests read answers as loosely typed JSON: the contract check has already vouched for their shape.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
type Json = any;

export interface ApiResponse<Body = Json> {
  readonly status: number;
  readonly headers: Headers;
  readonly body: Body;
}

export interface RequestOptions {
  readonly body?: unknown;
  readonly form?: FormData;
  readonly token?: string;
  readonly headers?: Record<string, string>;
  readonly query?: Record<string, string | number | boolean>;
  /** The client's address as the server sees it (throttles count per address); none by default. */
  readonly remoteAddress?: string;
}

/**
 * One app on one database for a test file, with a clock the tests move, the log lines it
 * printed, and `api()` which checks every answer against openapi.yaml before returning it.
 */
export interface TestServer {
  readonly app: Hono;
  /** What the app was made with: background work (gallery processing) is keyed by it. */
  readonly deps: AppDeps;
  readonly db: Database;
  readonly logs: string[];
  /** Every wait the server asked for (a held-back login), in milliseconds; none is really waited. */
  readonly pauses: number[];
  now: Date;
  advanceMinutes(minutes: number): void;
  api<Body = Json>(method: string, apiPath: string, options?: RequestOptions): Promise<ApiResponse<Body>>;
  close(): Promise<void>;
}

/** What the helpers need of a server: its API, and its database to read what the API cannot show (mails, stock). */
export type ShopClient = Pick<TestServer, 'api' | 'db'>;

export const TEST_START = new Date('2026-11-20T10:00:00.000Z');

/**
 * Most files place many orders per customer to test something else, so the test server lets an
 * account hold far more unpaid orders than the shop does; the per-account limits are tested with
 * the shop's own values where `holdLimits` is given (tests/server/order-limits.test.ts).
 */
export const ROOMY_HOLD_LIMITS: HoldLimits = { unpaidOrders: 1000, heldUnits: 100_000 };

/**
 * Passwords hashed at 1/32 of the shop's scrypt cost: a sign-up or login costs ~4 ms instead of
 * ~100 ms (over a second on a busy 2-core machine), and the suite makes hundreds of them. The
 * shop's own cost is tested in tests/server/password-hash.test.ts.
 */
export const TEST_PASSWORD_COST: PasswordCost = { N: 2 ** 10, r: 8, p: 1 };

export async function startTestServer(
  options: {
    mailer?: Mailer;
    mailFolder?: string;
    purchase?: PurchaseSettings;
    holdLimits?: HoldLimits;
    site?: SiteAddress;
    catalogueCache?: ResponseCache<string>;
    trustedProxies?: TrustedProxies;
    /** A real build (npm start's, scripts/build-if-stale.ts); a stand-in shell by default. */
    distDir?: string;
    /** Where uploaded pictures go; a temporary directory by default. */
    mediaStorage?: FileStorage;
    /** Where digital products' files go; the purchase settings' folder by default. */
    digitalFileStorage?: FileStorage;
    /** The online booking forms set in the environment (BOOKING_FORM_*_URL); none by default. */
    bookingForms?: BookingForms;
  } = {},
): Promise<TestServer> {
  const { db, dispose } = await openTestDatabase();
  const logs: string[] = [];
  const log: Logger = { info: (line) => logs.push(line), error: (line, error) => logs.push(`${line} ${String(error)}`) };
  const pauses: number[] = [];
  const server = {
    db,
    logs,
    pauses,
    now: new Date(TEST_START),
    advanceMinutes(minutes: number) {
      server.now = new Date(server.now.getTime() + minutes * 60_000);
    },
  } as TestServer;
  const clock = () => server.now;
  const deps: AppOptions = {
    distDir: options.distDir ?? fakeDist(),
    version: '0.1.0',
    db,
    mailer: options.mailer ?? outboxMailer(db, clock, log, options.mailFolder),
    clock,
    log,
    ...(options.site
      ? { publicUrl: options.site.publicUrl, callbackOrigins: options.site.callbackOrigins }
      : { publicUrl: 'http://shop.test' }),
    // Off unless a test asks for one: tests change the catalogue and read it straight back.
    catalogueCache: options.catalogueCache ?? new ResponseCache<string>({ ttlMs: 0, maxEntries: 1 }),
    purchase: { ...(options.purchase ?? DEFAULT_PURCHASE_SETTINGS), holdLimits: options.holdLimits ?? ROOMY_HOLD_LIMITS },
    ...(options.trustedProxies ? { trustedProxies: options.trustedProxies } : {}),
    ...(options.mediaStorage ? { mediaStorage: options.mediaStorage } : {}),
    ...(options.digitalFileStorage ? { digitalFileStorage: options.digitalFileStorage } : {}),
    ...(options.bookingForms ? { bookingForms: options.bookingForms } : {}),
    pause: async (milliseconds: number) => {
      pauses.push(milliseconds);
    },
    passwordCost: TEST_PASSWORD_COST,
  };
  const app = createApp(deps);
  Object.assign(server, {
    app,
    deps,
    api: (method: string, apiPath: string, requestOptions: RequestOptions = {}) => callApi(app, method, apiPath, requestOptions),
    close: dispose,
  });
  return server;
}

async function callApi(app: Hono, method: string, apiPath: string, options: RequestOptions): Promise<ApiResponse> {
  const { target, init } = apiRequest(method, apiPath, options);
  const env = options.remoteAddress ? { incoming: { socket: { remoteAddress: options.remoteAddress } } } : undefined;
  return readApiAnswer(method, apiPath, await app.request(target, init, env));
}

/** What `api()` sends: the path below the origin, with its query, and the request's method, headers and body. */
export function apiRequest(method: string, apiPath: string, options: RequestOptions): { target: string; init: RequestInit } {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: BodyInit | undefined;
  if (options.form) {
    body = options.form;
  } else if (options.body !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
  }
  const query = options.query ? `?${new URLSearchParams(Object.entries(options.query).map(([k, v]) => [k, String(v)]))}` : '';
  return { target: `${API}${apiPath}${query}`, init: { method, headers, body } };
}

/** Reads an answer of the API, from this process's app or over HTTP, and checks it against openapi.yaml. */
export async function readApiAnswer(method: string, apiPath: string, response: Response): Promise<ApiResponse> {
  const contentType = mediaType(response.headers.get('content-type'));
  const text = await response.text();
  const parsed: unknown = contentType === 'application/json' ? JSON.parse(text) : text;
  assertResponseMatchesContract(method, apiPath, response.status, contentType, parsed);
  if (typeof parsed === 'string' && parsed.includes('    at ')) throw new Error(`a stack trace reached the client: ${parsed}`);
  return { status: response.status, headers: response.headers, body: parsed };
}
