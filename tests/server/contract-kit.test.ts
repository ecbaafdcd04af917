import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations } from '../../contract-kit/contract-checker.ts';
import { runKit } from '../../contract-kit/kit.ts';
import { KIT_CATEGORY, KIT_SKU } from '../../contract-kit/walk-studio.ts';
import { malformedParameters } from '../../contract-kit/negatives.ts';
import { DEFAULT_PURCHASE_SETTINGS } from '../../server/orders/purchase-settings.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const STUDIO_KEY = 'kit-studio-key-0123456789abcdef';

function listen(fetch: (request: Request) => Response | Promise<Response>): Promise<{ server: ServerType; baseUrl: string }> {
  return new Promise((resolve) => {
    const server = serve({ fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      resolve({ server, baseUrl: `http://127.0.0.1:${info.port}` }),
    );
  });
}

describe('the conformance kit against the reference server', () => {
  let reference: TestServer;
  let http: ServerType;
  let baseUrl: string;
  const outboxDir = mkdtempSync(path.join(tmpdir(), 'kit-outbox-'));

  beforeAll(async () => {
    reference = await startTestServer({ mailFolder: outboxDir, purchase: { ...DEFAULT_PURCHASE_SETTINGS, studioKey: STUDIO_KEY } });
    ({ server: http, baseUrl } = await listen(reference.app.fetch));
  });

  afterAll(async () => {
    http.close();
    await reference.close();
  });

  it('walks every documented flow and passes every check, positive and negative', async () => {
    const report = await runKit({ baseUrl, outboxDir, studioKey: STUDIO_KEY, siteUrl: 'http://shop.test' });

    expect(report.failed, report.table()).toBe(0);
    expect(report.notWalked).toEqual([]);
    for (const flowStep of [
      'registerUser',
      'verifyEmail',
      'loginUser',
      'addToCart',
      'createOrder',
      'decideSandboxPayment',
      'verifyPayment',
      'cancelOrder',
      'moveStudioOrder',
      'collectStudioOrder',
      'refundStudioOrder',
      'getStudioDashboard',
      'createReview',
      'createStudioOwner',
      'inviteStudioStaff',
      'listStudioStaff',
      'revokeStudioStaff',
      'listStudioAudit',
      'listStudioOrders',
      'listStudioReviews',
      'setStudioReviewVisibility',
      'listStudioStock',
      'getStudioProductStock',
      'adjustStudioStock',
      'listStudioCustomers',
      'getStudioCustomer',
      'listStudioInbox',
      'getStudioInboxMessage',
      'setStudioInboxHandled',
      'listBookingServices',
      'listStudioBookingServices',
      'updateStudioBookingService',
      'uploadStudioBookingServicePicture',
      'listStudioSubscribers',
      'exportStudioSubscribers',
      'unsubscribeStudioSubscriber',
      'unsubscribeFromNewsletter',
      'listStudioCategories',
      'createStudioCategory',
      'updateStudioCategory',
      'createStudioProduct',
      'setStudioProductArchived',
      'listStudioProducts',
      'getStudioProduct',
      'updateStudioProduct',
      'createStudioVariant',
      'updateStudioVariant',
      'removeStudioVariant',
      'setStudioVariantArchived',
      'uploadStudioProductPicture',
      'listStudioProductPictures',
      'setStudioProductCover',
      'reorderStudioProductPictures',
      'deleteStudioProductPicture',
      'uploadStudioDigitalFile',
      'listStudioBlogCategories',
      'createStudioBlogCategory',
      'renameStudioBlogCategory',
      'uploadStudioBlogPicture',
      'previewStudioBlogPost',
      'createStudioBlogPost',
      'getStudioBlogPost',
      'updateStudioBlogPost',
      'listStudioBlogPosts',
      'listStudioGallery',
      'uploadStudioGalleryPicture',
      'updateStudioGalleryPicture',
      'reorderStudioGallery',
      'deleteStudioGalleryPicture',
      'downloadDigitalProduct',
      'getDownloadFile',
    ]) {
      expect(report.rows.get(flowStep)?.passed, flowStep).toBeGreaterThan(0);
    }
    expect(report.checks).toBeGreaterThan(800);
    // The studio's flow and its negative checks came in: about 40 s on a quiet machine.
  }, 120_000);

  it('reuses its one category and its one archived product on a second run, leaving nothing new behind', async () => {
    // What the kit made: its own rows, and those an older kit made with a stamp in their names.
    const kitRows = async () => ({
      products: await reference.db.query<{ sku: string; archived: boolean }>(
        `select sku, archived_at is not null as archived from products
          where sku = $1 or title like 'Conformance kit%' or title like 'Kit product%' order by sku`,
        [KIT_SKU],
      ),
      categories: await reference.db.query<{ title: string }>(
        "select title from categories where title like 'Conformance kit%' or title like 'Kit category%' order by title",
      ),
    });
    const first = await kitRows();
    expect(first).toEqual({ products: [{ sku: KIT_SKU, archived: true }], categories: [{ title: KIT_CATEGORY }] });

    const again = await runKit({ baseUrl, outboxDir, studioKey: STUDIO_KEY, siteUrl: 'http://shop.test' });
    expect(again.failed, again.table()).toBe(0);
    expect(again.rows.get('createStudioProduct')?.passed, 'the second product with the kit’s SKU is refused').toBeGreaterThan(0);
    expect(again.rows.get('updateStudioCategory')?.passed).toBeGreaterThan(0);
    expect(await kitRows()).toEqual(first);
  }, 120_000);

  it('reports the flows it cannot walk without a verification hook, instead of faking them', async () => {
    const report = await runKit({ baseUrl });

    expect(report.failed, report.table()).toBe(0);
    expect(report.notWalked).toContain(
      'verify, log in and every signed-in flow: give --outbox-dir DIR (where the backend writes mails as JSON)',
    );
    // verifyEmail is only refused with malformed tokens (each refusal is two checks): never walked.
    const verifyEmail = operations.filter((operation) => operation.path === '/user/verify-email/{token}');
    expect(report.rows.get('verifyEmail')?.checks).toBe(verifyEmail.flatMap(malformedParameters).length * 2);
  }, 60_000);
});

describe('the conformance kit against a backend that breaks the contract', () => {
  it('fails the checks a careless backend breaks, naming the first failure', async () => {
    // Answers every call with 200 and an empty object, and stack traces for bad JSON would be the next step.
    const careless = new Hono();
    careless.all('*', (c) => c.json({}));
    const { server, baseUrl } = await listen(careless.fetch);
    try {
      const report = await runKit({ baseUrl });

      expect(report.failed).toBeGreaterThan(0);
      expect(report.rows.get('getHealth')?.firstFailure).toBe('200 body breaks the contract: body.status is required');
      expect(report.rows.get('registerUser')?.firstFailure).toBe('status 200 is not documented (documented: 201, 400, 413, 429)');
      expect(report.rows.get('updateProfile')?.firstFailure).toMatch(/^(garbage|not JSON|bad token).*expected a 4xx refusal, got 200$/);
    } finally {
      server.close();
    }
  }, 60_000);
});
