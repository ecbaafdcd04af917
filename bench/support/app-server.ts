// The app as a shopper gets it, for the browser benches: a production build served by the real
// server (server/start-server.ts, as `npm start` runs it) on a fresh PGlite data directory with
// the demo shop seeded, on a free port. Never ./data; the build is npm start's own (dist/, made
// again when a source is newer), so npm test builds the app once for its benches and browser tests.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readConfig } from '../../server/config.ts';
import { silentLogger } from '../../server/platform/logger.ts';
import { startServer } from '../../server/start-server.ts';
import { buildIfStale } from '../../scripts/build-if-stale.ts';
import type { ApiJson } from '../routes.ts';

export interface AppServer {
  /** The server's origin, e.g. http://localhost:41234. */
  readonly origin: string;
  /** GET /api/v1{path} as JSON. */
  readonly api: ApiJson;
  /** A session token of the seeded demo customer (demo@studio-shop.local). */
  demoToken(): Promise<string>;
  close(): Promise<void>;
}

const DEMO_LOGIN = { email: 'demo@studio-shop.local', password: 'Demo1234' };

/** The production build (dist/, as npm start serves it), built first when older than its sources. */
export function buildApp(): Promise<string> {
  return buildIfStale();
}

/** Starts the real server on the given build, with a fresh data directory removed on close. */
export async function startAppServer(distDir: string, env: NodeJS.ProcessEnv = {}): Promise<AppServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-data-'));
  const server = await startServer(readConfig({ ...env, PORT: '0', DATA_DIR: dataDir, DIST_DIR: distDir }), silentLogger);
  const origin = `http://localhost:${server.port}`;
  const api: ApiJson = async (apiPath) => {
    const response = await fetch(`${origin}/api/v1${apiPath}`);
    if (!response.ok) throw new Error(`GET /api/v1${apiPath} answered ${response.status}`);
    return response.json();
  };
  return {
    origin,
    api,
    async demoToken() {
      const response = await fetch(`${origin}/api/v1/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(DEMO_LOGIN),
      });
      const body = (await response.json()) as { token?: string };
      if (!body.token) throw new Error(`the demo customer could not log in (${response.status})`);
      return body.token;
    },
    async close() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
