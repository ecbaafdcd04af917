import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import type { Database } from '../../server/db/database.ts';
import { readObservabilitySettings } from '../../server/observability/observability-settings.ts';
import { RequestMetrics } from '../../server/observability/request-metrics.ts';
import { ConfigError } from '../../server/payments/provider-choice.ts';
import { jsonLogger, type Logger } from '../../server/platform/logger.ts';
import { depsOf } from './support/purchase-helpers.ts';
import { fakeDist, startTestServer, type TestServer } from './support/test-server.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const PRODUCT = 'lens-mug';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET /api/v1/health/ready', () => {
  it('answers 200 ready while the database answers', async () => {
    const response = await server.api('GET', '/health/ready');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ready' });
  });

  it('answers 503 while the process drains, so a load balancer sends its traffic elsewhere', async () => {
    const app = createApp({ ...depsOf(server), distDir: fakeDist(), draining: () => true });
    const response = await app.request('/api/v1/health/ready');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'unavailable', message: 'The server is shutting down' });
    // Liveness is another question: the process is alive while it drains.
    expect((await app.request('/api/v1/health')).status).toBe(200);
  });

  it('answers 503 when the database fails, and when it does not answer within a second', async () => {
    const failing: Database = { ...server.db, query: () => Promise.reject(new Error('connection refused')) };
    const failingApp = createApp({ ...depsOf(server), db: failing, distDir: fakeDist() });
    const failed = await failingApp.request('/api/v1/health/ready');
    expect(failed.status).toBe(503);
    expect(await failed.json()).toEqual({ status: 'unavailable', message: 'The database did not answer' });

    const stuck: Database = { ...server.db, query: () => new Promise(() => {}) };
    const stuckApp = createApp({ ...depsOf(server), db: stuck, distDir: fakeDist() });
    const late = await stuckApp.request('/api/v1/health/ready');
    expect(late.status).toBe(503);
    expect(await late.json()).toEqual({ status: 'unavailable', message: 'The database did not answer in time' });
  });
});

describe('request ids', () => {
  it('gives every answer, API or page, an X-Request-Id of its own', async () => {
    const first = await server.app.request('/api/v1/health');
    const second = await server.app.request('/shop');
    expect(first.headers.get('x-request-id')).toMatch(UUID);
    expect(second.headers.get('x-request-id')).toMatch(UUID);
    expect(second.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
  });

  it("keeps a proxy's id when it looks like one, and replaces anything else", async () => {
    const idOf = async (incoming: string) =>
      (await server.app.request('/api/v1/health', { headers: { 'x-request-id': incoming } })).headers.get('x-request-id');
    expect(await idOf('8f0c2a1e-proxy-42')).toBe('8f0c2a1e-proxy-42');
    expect(await idOf('a'.repeat(64))).toBe('a'.repeat(64));
    expect(await idOf('a'.repeat(65))).toMatch(UUID);
    expect(await idOf('short7')).toMatch(UUID);
    expect(await idOf('two words here')).toMatch(UUID);
    expect(await idOf('id"},{"level":"error"')).toMatch(UUID);
  });
});

describe('metrics and the access log', () => {
  it('counts and times requests under the contract path of their operation, never the raw path', async () => {
    const metrics = new RequestMetrics();
    const app = createApp({ ...depsOf(server), distDir: fakeDist(), observe: { metrics } });
    await app.request(`/api/v1/product/single/${PRODUCT}`);
    await app.request(`/api/v1/product/single/${PRODUCT}`);
    await app.request('/api/v1/product/single/no-such-product');
    await app.request('/api/v1/no-such-thing');
    await app.request('/shop');

    const text = metrics.render();
    expect(text).toContain('http_requests_total{method="GET",route="/api/v1/product/single/{id}",status="200"} 2');
    expect(text).toContain('http_requests_total{method="GET",route="/api/v1/product/single/{id}",status="404"} 1');
    expect(text).toContain('http_requests_total{method="GET",route="/api/v1/(unknown)",status="404"} 1');
    expect(text).toContain('http_requests_total{method="GET",route="(page)",status="200"} 1');
    expect(text).toContain('http_request_duration_seconds_count{method="GET",route="/api/v1/product/single/{id}"} 3');
    expect(text).toContain('http_request_duration_seconds_bucket{method="GET",route="/api/v1/product/single/{id}",le="+Inf"} 3');
    expect(text).toContain('http_requests_in_flight 0');
    expect(text).not.toContain(PRODUCT);
    expect(text).not.toContain('no-such');
  });

  it('writes one line per request with its id, route, status and time', async () => {
    const lines: { message: string; fields: Record<string, unknown> | undefined }[] = [];
    const accessLog: Logger = { info: (message, fields) => lines.push({ message, fields }), error: () => {} };
    const app = createApp({ ...depsOf(server), distDir: fakeDist(), observe: { accessLog } });
    const response = await app.request('/api/v1/product/single/no-such-product', { headers: { 'x-request-id': 'report-123456' } });

    expect(response.headers.get('x-request-id')).toBe('report-123456');
    expect(lines).toHaveLength(1);
    expect(lines[0]?.message).toBe('request');
    expect(lines[0]?.fields).toMatchObject({
      requestId: 'report-123456',
      method: 'GET',
      path: '/api/v1/product/single/no-such-product',
      route: '/api/v1/product/single/{id}',
      status: 404,
    });
    expect(lines[0]?.fields?.ms).toEqual(expect.any(Number));
  });
});

describe('RequestMetrics', () => {
  it('puts a time on a bucket edge into that bucket, and counts buckets cumulatively', () => {
    const metrics = new RequestMetrics();
    for (const seconds of [0.005, 0.0051, 0.1, 11]) {
      metrics.started();
      metrics.finished('GET', '/r', 200, seconds);
    }
    const text = metrics.render();
    const bucket = (le: string) =>
      new RegExp(`http_request_duration_seconds_bucket\\{method="GET",route="/r",le="${le}"\\} (\\d+)`).exec(text)?.[1];
    expect(bucket('0.005')).toBe('1');
    expect(bucket('0.01')).toBe('2');
    expect(bucket('0.05')).toBe('2');
    expect(bucket('0.1')).toBe('3');
    expect(bucket('10')).toBe('3');
    expect(bucket('\\+Inf')).toBe('4');
    expect(text).toContain('http_request_duration_seconds_sum{method="GET",route="/r"} 11.1101');
    expect(text).toContain('http_requests_total{method="GET",route="/r",status="200"} 4');
  });

  it('adds the gauges it is given, each with its help and type', () => {
    const text = new RequestMetrics().render([{ name: 'db_pool_connections', help: 'Connections the pool holds.', value: 3 }]);
    expect(text).toContain(
      '# HELP db_pool_connections Connections the pool holds.\n# TYPE db_pool_connections gauge\ndb_pool_connections 3\n',
    );
  });
});

describe('JSON log lines', () => {
  it('writes one JSON object per line with time, level, message and fields; errors with their message and stack', () => {
    const written: string[] = [];
    const log = jsonLogger((line) => written.push(line));
    log.info('request', { requestId: 'abc12345', status: 200 });
    log.error('GET /x failed', new Error('boom'), { requestId: 'abc12345' });

    expect(written.every((line) => line.endsWith('\n') && !line.slice(0, -1).includes('\n'))).toBe(true);
    const [info, error] = written.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(info).toEqual({
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      level: 'info',
      msg: 'request',
      requestId: 'abc12345',
      status: 200,
    });
    expect(error).toMatchObject({ level: 'error', msg: 'GET /x failed', requestId: 'abc12345', error: 'boom' });
    expect(error?.stack).toContain('Error: boom');
  });
});

describe('settings: LOG_FORMAT, METRICS_PORT, METRICS_HOST, DRAIN_SECONDS', () => {
  it('defaults to text logs, no metrics and 10 s of draining; JSON logs in production', () => {
    expect(readObservabilitySettings({})).toEqual({ logFormat: 'text', metrics: undefined, drainSeconds: 10 });
    expect(readObservabilitySettings({ NODE_ENV: 'production' }).logFormat).toBe('json');
    expect(readObservabilitySettings({ NODE_ENV: 'production', LOG_FORMAT: 'text' }).logFormat).toBe('text');
    expect(readObservabilitySettings({ METRICS_PORT: '9464' }).metrics).toEqual({ host: '127.0.0.1', port: 9464 });
    expect(readObservabilitySettings({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' }).metrics).toEqual({ host: '0.0.0.0', port: 9464 });
    expect(readObservabilitySettings({ DRAIN_SECONDS: '0' }).drainSeconds).toBe(0);
    expect(readObservabilitySettings({ DRAIN_SECONDS: '600' }).drainSeconds).toBe(600);
  });

  it('refuses what it cannot use, saying what to set', () => {
    expect(() => readObservabilitySettings({ LOG_FORMAT: 'xml' })).toThrow(new ConfigError("LOG_FORMAT must be json or text, not 'xml'"));
    expect(() => readObservabilitySettings({ METRICS_PORT: '65536' })).toThrow(
      new ConfigError("METRICS_PORT must be a port number (0-65535), not '65536'"),
    );
    expect(() => readObservabilitySettings({ METRICS_PORT: 'abc' })).toThrow(ConfigError);
    expect(() => readObservabilitySettings({ DRAIN_SECONDS: '601' })).toThrow(
      new ConfigError("DRAIN_SECONDS must be a number of seconds from 0 to 600, not '601'"),
    );
    expect(() => readObservabilitySettings({ DRAIN_SECONDS: '-1' })).toThrow(ConfigError);
  });
});
