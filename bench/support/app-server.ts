// The app as a shopper gets it, for the browser benches: a production build served by the real
// server (server/start-server.ts, as `npm start` runs it) on a fresh PGlite data directory with
// the demo shop seeded, on a free port. Never ./data or ./dist.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readConfig } from '../../server/config.ts';
import { silentLogger } from '../../server/platform/logger.ts';
import { startServer } from '../../server/start-server.ts';
import { run } from '../../scripts/run.ts';
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

/** Builds the app with `vite build` into a directory of its own; resolves with that directory. */
export async function buildApp(): Promise<string> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'bench-dist-'));
  const code = await run('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error']);
  if (code !== 0) throw new Error(`vite build failed with exit code ${code}`);
  return outDir;
}

/** Starts the real server on the given build, with a fresh data directory removed on close. */
export async function startAppServer(distDir: string): Promise<AppServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-data-'));
  const server = await startServer(readConfig({ PORT: '0', DATA_DIR: dataDir, DIST_DIR: distDir }), silentLogger);
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
