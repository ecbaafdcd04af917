import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.ts';
import { openPostgresDatabase } from '../../server/db/postgres-database.ts';
import { freePort } from '../server/support/free-port.ts';

// The PostgreSQL pass sets it (vitest.config.ts includes this folder only there).
const url = process.env.TEST_DATABASE_URL ?? '';

describe('WORKERS=2 npm start on PostgreSQL', () => {
  let admin: Database;
  let database: string;
  let dataDir: string;

  beforeAll(async () => {
    admin = await openPostgresDatabase({ connectionString: url, maxConnections: 1 });
    database = `studio_workers_${randomBytes(6).toString('hex')}`;
    await admin.exec(`create database ${database}`);
    dataDir = await mkdtemp(path.join(tmpdir(), 'studio-workers-'));
  });
  afterAll(async () => {
    await admin.exec(`drop database if exists ${database} with (force)`);
    await admin.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('prepares the database once, serves from two processes on one port, and stops them both on SIGTERM', async () => {
    const port = await freePort();
    const databaseUrl = Object.assign(new URL(url), { pathname: `/${database}` }).href;
    const server = spawn(process.execPath, ['server/main.ts'], {
      env: { ...process.env, WORKERS: '2', DATABASE_URL: databaseUrl, PORT: String(port), DATA_DIR: dataDir, DRAIN_SECONDS: '2' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    server.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
    server.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));

    await expect.poll(() => log.match(/Studio shop listening/g)?.length ?? 0, { timeout: 120_000 }).toBe(2);
    expect(log.match(/Applied migrations/g)).toHaveLength(1);
    expect(log).toContain(`Running 2 server processes on port ${port}`);
    const health = await fetch(`http://localhost:${port}/api/v1/health`);
    expect(health.status).toBe(200);
    const products = await fetch(`http://localhost:${port}/api/v1/product/list?limit=1`);
    expect(((await products.json()) as { products: unknown[] }).products).toHaveLength(1);

    server.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(log).not.toMatch(/starting another/);
  }, 180_000);
});
