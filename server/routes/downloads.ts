import { Readable } from 'node:stream';
import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import type { AppDeps } from '../app-deps.ts';
import { ensureDigitalFile, openDigitalFile } from '../downloads/digital-file-store.ts';
import {
  findGrant,
  GRANT_NOT_FOUND,
  listGrants,
  orderAllowsDownload,
  spendDownload,
  type GrantRow,
} from '../downloads/grant-repository.ts';
import { byteRange } from '../downloads/byte-range.ts';
import { claimantOf, claimLink, LINK_USED } from '../downloads/link-claims.ts';
import { isSignedLink, newLinkNonce, signingSecret, signLink } from '../downloads/link-signing.ts';
import { clientAddress } from '../http/client-address.ts';
import { type AppEnv } from '../http/app-env.ts';
import { HttpError, notFound } from '../http/http-error.ts';
import { requireUser } from '../http/require-user.ts';
import { digitalFileStorage } from '../media/media-storage.ts';
import { linkExpiry, linkIsLive } from '../../src/domain/download-grant.ts';
import { grantState } from '../../src/domain/downloads.ts';
import { inputOf, reply } from '../http/contract-reply.ts';

export const LINK_EXPIRED = 'This download link has expired';
export const LINK_INVALID = 'This download link is not valid';
export const ORDER_NOT_DOWNLOADABLE = 'Downloads are available once the order is confirmed and paid';
export const FILE_UNAVAILABLE = 'This file is not available';
export const RANGE_UNSATISFIABLE = 'The requested range is outside the file';

function grantView(grant: GrantRow) {
  return {
    _id: grant.id,
    orderId: grant.order_id,
    productId: grant.product_id,
    productName: grant.title,
    thumbnailUrl: grant.images[0] ?? null,
    fileFormat: grant.file_format ?? 'ZIP',
    fileSize: grant.file_size ?? 0,
    downloadsUsed: grant.downloads_used,
    downloadLimit: grant.download_limit,
    expiryDate: grant.expires_at?.toISOString() ?? null,
    grantedAt: grant.granted_at.toISOString(),
  };
}

/** Digital products: the customer's grants, spending a download, and the signed file link. */
export function downloadRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const { db, clock } = deps;

  async function fileIsAvailable(grant: GrantRow): Promise<boolean> {
    if (!grant.file_name) return false;
    const file = {
      product_id: grant.product_id,
      file_name: grant.file_name,
      file_format: grant.file_format ?? 'ZIP',
      file_size: grant.file_size ?? 0,
    };
    return ensureDigitalFile(db, digitalFileStorage(deps), file).catch((error: unknown) => {
      deps.log.error(`The file of ${grant.product_id} could not be stored`, error);
      return false;
    });
  }

  /** Why nothing was spent, read again after the single statement refused. */
  async function refusal(grantId: string, now: Date): Promise<HttpError> {
    const grant = await findGrant(db, grantId);
    if (!grant) return notFound(GRANT_NOT_FOUND);
    const state = grantState(
      { downloadsUsed: grant.downloads_used, downloadLimit: grant.download_limit, expiryDate: grant.expires_at },
      now,
    );
    if (!state.usable) return new HttpError(403, state.reason);
    if (!orderAllowsDownload(grant)) return new HttpError(403, ORDER_NOT_DOWNLOADABLE);
    if (!grant.file_name) return notFound(FILE_UNAVAILABLE);
    return new HttpError(403, 'Download failed. Please try again.');
  }
  routes.use('/user/digital-products', requireUser(deps));
  routes.use('/user/digital-products/*', requireUser(deps));

  routes.get('/user/digital-products', async (c) =>
    reply(c, 'listDigitalProducts', 200, { success: true, digitalProducts: (await listGrants(db, c.get('session').id)).map(grantView) }),
  );

  routes.post('/user/digital-products/:id/download', async (c) => {
    const { params } = inputOf(c, 'downloadDigitalProduct');
    const userId = c.get('session').id;
    const now = clock();
    const grant = await findGrant(db, params.id);
    if (!grant || grant.user_id !== userId) throw notFound(GRANT_NOT_FOUND);
    // The file must be in storage before a download is spent on it.
    if (!(await fileIsAvailable(grant))) throw notFound(FILE_UNAVAILABLE);
    const spent = await spendDownload(db, userId, params.id, now);
    if (!spent) throw await refusal(params.id, now);
    const expires = linkExpiry(now);
    const nonce = newLinkNonce();
    const signature = signLink(await signingSecret(db), params.id, expires, nonce);
    return reply(c, 'downloadDigitalProduct', 200, {
      success: true,
      downloadUrl: `/api/v1/files/${encodeURIComponent(params.id)}?expires=${expires}&link=${nonce}&signature=${signature}`,
      downloadsUsed: spent.downloads_used,
      downloadLimit: spent.download_limit,
    });
  });

  // The signed link is its own credential: it opens in a new tab, where no bearer token goes.
  routes.get('/files/:grantId', async (c) => {
    const { params, query } = inputOf(c, 'getDownloadFile');
    if (!isSignedLink(await signingSecret(db), params.grantId, query.expires, query.link, query.signature))
      throw new HttpError(403, LINK_INVALID);
    if (!linkIsLive(query.expires, clock())) throw new HttpError(403, LINK_EXPIRED);
    const grant = await findGrant(db, params.grantId);
    if (!grant?.file_name) throw notFound(GRANT_NOT_FOUND);
    // A link handed out just before the studio moved the order on (returned, cancelled) stops too.
    if (!orderAllowsDownload(grant)) throw new HttpError(403, ORDER_NOT_DOWNLOADABLE);
    const link = { signature: query.signature, grantId: params.grantId, expiresAt: new Date(query.expires * 1000) };
    if (!(await claimLink(db, link, claimantOf(clientAddress(c), c.req.header('user-agent')), clock())))
      throw new HttpError(403, LINK_USED);
    const stored = await openDigitalFile(db, digitalFileStorage(deps), {
      product_id: grant.product_id,
      file_name: grant.file_name,
      file_format: grant.file_format ?? 'ZIP',
      file_size: grant.file_size ?? 0,
    });
    if (!stored) throw notFound(GRANT_NOT_FOUND);
    const type = grant.file_format === 'PDF' ? 'application/pdf' : 'application/zip';
    // A strong validator, so that a browser resuming with If-Range knows it gets the same file.
    const etag = `"${createHash('sha256').update(stored.version).digest('hex').slice(0, 32)}"`;
    const headers = {
      'content-type': type,
      'content-disposition': `attachment; filename="${grant.file_name}"`,
      'cache-control': 'private, no-store',
      'accept-ranges': 'bytes',
      etag,
    };
    const ifRange = c.req.header('if-range');
    const range = ifRange === undefined || ifRange === etag ? byteRange(c.req.header('range'), stored.size) : ({ kind: 'whole' } as const);
    if (range.kind === 'unsatisfiable') {
      return c.json({ success: false, message: RANGE_UNSATISFIABLE }, 416, { 'content-range': `bytes */${stored.size}` });
    }
    // Streamed from storage through this server (never a bucket's address): a 500 MB course is never held in memory.
    if (range.kind === 'part') {
      const part = await stored.open(range);
      if (!part) throw notFound(GRANT_NOT_FOUND);
      return c.body(Readable.toWeb(part) as ReadableStream, 206, {
        ...headers,
        'content-length': String(range.end - range.start + 1),
        'content-range': `bytes ${range.start}-${range.end}/${stored.size}`,
      });
    }
    const whole = await stored.open();
    if (!whole) throw notFound(GRANT_NOT_FOUND);
    return c.body(Readable.toWeb(whole) as ReadableStream, 200, { ...headers, 'content-length': String(stored.size) });
  });

  return routes;
}
