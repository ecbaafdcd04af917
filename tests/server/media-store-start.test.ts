import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readConfig } from '../../server/config.ts';
import { startServer, type RunningServer } from '../../server/start-server.ts';
import { LOCAL_S3_KEYS, startLocalS3, type LocalS3 } from './support/local-s3.ts';
import { copyPgliteTemplate } from './support/test-database.ts';

// npm start reads MEDIA_STORE itself: the other S3 tests hand the app a store they made.
describe('npm start with MEDIA_STORE on a bucket', () => {
  let s3: LocalS3;
  let dataDir: string;
  let server: RunningServer;
  const logs: string[] = [];
  const log = { info: (line: string) => logs.push(line), error: (line: string) => logs.push(line) };

  beforeAll(async () => {
    s3 = await startLocalS3();
    dataDir = await mkdtemp(path.join(tmpdir(), 'studio-shop-bucket-'));
    await copyPgliteTemplate(path.join(dataDir, 'pglite'));
    // The SDK reads its keys from the environment, as it would on a real host.
    vi.stubEnv('AWS_ACCESS_KEY_ID', LOCAL_S3_KEYS.accessKeyId);
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', LOCAL_S3_KEYS.secretAccessKey);
    const settings = { MEDIA_STORE: `s3://${s3.bucket}/shop`, S3_ENDPOINT: s3.endpoint, S3_FORCE_PATH_STYLE: '1' };
    server = await startServer(readConfig({ DATA_DIR: dataDir, PORT: '0', DIST_DIR: dataDir, ...settings }), log);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    vi.unstubAllEnvs();
    await s3?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('says where the files are and keeps the shop’s digital files in the bucket, none in DATA_DIR', async () => {
    expect(logs.some((line) => line.includes(`files in s3://${s3.bucket}/shop/ at ${s3.endpoint}`))).toBe(true);
    const keys = await s3.keys();
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.every((key) => key.startsWith('shop/digital-files/'))).toBe(true);
    expect(existsSync(path.join(dataDir, 'digital-files'))).toBe(false);
    expect(existsSync(path.join(dataDir, 'media'))).toBe(false);
  });

  it('serves the shop', async () => {
    const response = await fetch(`http://127.0.0.1:${server.port}/api/v1/health`);
    expect(response.status).toBe(200);
  });
});
