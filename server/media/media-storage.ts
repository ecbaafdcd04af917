import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AppDeps } from '../app-deps.ts';
import { directoryStorage, type FileStorage } from './file-storage.ts';

const fallback = directoryStorage(path.join(tmpdir(), 'studio-shop-media'));

/** The storage uploaded pictures live in: DATA_DIR/media when the server starts, a temporary directory when left out. */
export function mediaStorage(deps: AppDeps): FileStorage {
  return deps.mediaStorage ?? fallback;
}
