import { request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config.ts';
import { startServer, type RunningServer } from '../../server/start-server.ts';
import { copyPgliteTemplate } from './support/test-database.ts';

// npm start's own server (DATA_DIR mode, so PGlite in the PostgreSQL run too), started from the
// suite's seeded template. Each describe stops its server in its last test.

const LOGIN = JSON.stringify({ email: 'demo@studio-shop.local', password: 'Demo1234' });

interface Started {
  readonly server: RunningServer;
  readonly dataDir: string;
  readonly logs: string[];
}

async function start(settings: Record<string, string>): Promise<Started> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'studio-shop-stop-'));
  await copyPgliteTemplate(path.join(dataDir, 'pglite'));
  const logs: string[] = [];
  const log = { info: (line: string) => logs.push(line), error: (line: string) => logs.push(line) };
  const server = await startServer(readConfig({ DATA_DIR: dataDir, PORT: '0', DIST_DIR: dataDir, ...settings }), log);
  return { server, dataDir, logs };
}

/** A login whose body has begun to arrive (its first bytes are on the server), not yet complete. */
async function loginInFlight(port: number, contentLength: number): Promise<ClientRequest> {
  const request = httpRequest({
    host: '127.0.0.1',
    port,
    path: '/api/v1/user/login',
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': contentLength },
  });
  request.write(LOGIN.slice(0, 10));
  await new Promise((resolve) => request.once('socket', (socket) => socket.once('connect', resolve)));
  return request;
}

function bodyOf(response: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let received = '';
    response.on('data', (chunk: Buffer) => (received += chunk.toString())).on('end', () => resolve(received));
  });
}

describe('npm start with METRICS_PORT, stopped while a request is in flight', () => {
  let started: Started;
  let metricsUrl: string;

  beforeAll(async () => {
    started = await start({ METRICS_PORT: '0', DRAIN_SECONDS: '20' });
    const announced = started.logs.map((line) => /^Metrics on (http:\/\/127\.0\.0\.1:\d+\/metrics)$/.exec(line)?.[1]).find(Boolean);
    if (!announced) throw new Error(`no metrics address in the log:\n${started.logs.join('\n')}`);
    metricsUrl = announced;
  });
  afterAll(() => rm(started.dataDir, { recursive: true, force: true }));

  it('serves /metrics on its own port, loopback only, and not on the shop port', async () => {
    const { port } = started.server;
    expect((await (await fetch(`http://127.0.0.1:${port}/api/v1/health`)).json()).status).toBe('ok');
    const metrics = await fetch(metricsUrl);
    expect(metrics.status).toBe(200);
    expect(metrics.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    const text = await metrics.text();
    expect(text).toContain('http_requests_total{method="GET",route="/api/v1/health",status="200"} 1');
    expect(text).toMatch(/^process_resident_memory_bytes \d+$/m);
    const other = await fetch(metricsUrl.replace('/metrics', '/other'));
    expect(other.status).toBe(404);
    expect(await other.text()).toBe('Not found\n');
    const onShopPort = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
    expect(onShopPort).not.toContain('http_requests_total');
  });

  it('answers the request in flight, refuses new connections, then closes', async () => {
    const { port } = started.server;
    const inFlight = await loginInFlight(port, Buffer.byteLength(LOGIN));
    const answered = new Promise<IncomingMessage>((resolve, reject) => inFlight.on('response', resolve).on('error', reject));
    await expect.poll(() => fetch(metricsUrl).then((response) => response.text())).toMatch(/^http_requests_in_flight 1$/m);

    const stopped = started.server.close();
    await expect(fetch(`http://127.0.0.1:${port}/api/v1/health`)).rejects.toThrow();

    inFlight.end(LOGIN.slice(10));
    const response = await answered;
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(await bodyOf(response))).toMatchObject({ success: true, message: 'Login successful' });
    await stopped;
  });
});

describe('npm start with DRAIN_SECONDS=1, stopped while a request never finishes', () => {
  let started: Started;

  beforeAll(async () => {
    started = await start({ DRAIN_SECONDS: '1' });
  });
  afterAll(() => rm(started.dataDir, { recursive: true, force: true }));

  it('cuts that request when the second is up, and closes', async () => {
    const stuck = await loginInFlight(started.server.port, 1000);
    const cut = new Promise<Error>((resolve) => stuck.on('error', resolve));

    const stopping = performance.now();
    await started.server.close();
    expect(performance.now() - stopping).toBeGreaterThanOrEqual(900);
    expect((await cut).message).toMatch(/socket hang up|ECONNRESET/);
  });
});
