import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AppDeps } from '../app-deps.ts';
import { purchaseContext } from '../payments/purchase-context.ts';
import { directoryStorage, type FileStorage } from './file-storage.ts';

const fallback = directoryStorage(path.join(tmpdir(), 'studio-shop-media'));

/** The storage uploaded pictures live in: MEDIA_STORE's when the server starts, a temporary directory when left out. */
export function mediaStorage(deps: AppDeps): FileStorage {
  return deps.mediaStorage ?? fallback;
}

/** The storage digital products' files live in: MEDIA_STORE's when the server starts, the purchase settings' folder when left out. */
export function digitalFileStorage(deps: AppDeps): FileStorage {
  return deps.digitalFileStorage ?? directoryStorage(purchaseContext(deps).settings.filesDir);
}
