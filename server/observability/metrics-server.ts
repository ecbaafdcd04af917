import { createServer, type Server } from 'node:http';
import type { Database } from '../db/database.ts';
import type { Gauge, RequestMetrics } from './request-metrics.ts';

export interface MetricsAddress {
  readonly host: string;
  readonly port: number;
}

/** What the process itself reports beside the request metrics: memory, uptime, the database pool. */
export function processGauges(db: Database): Gauge[] {
  const memory = process.memoryUsage();
  const gauges: Gauge[] = [
    { name: 'process_resident_memory_bytes', help: 'Resident memory of this process.', value: memory.rss },
    { name: 'nodejs_heap_used_bytes', help: 'JavaScript heap in use.', value: memory.heapUsed },
    { name: 'process_uptime_seconds', help: 'Seconds since this process started.', value: Math.round(process.uptime()) },
  ];
  const pool = db.poolStats?.();
  if (pool) {
    gauges.push(
      { name: 'db_pool_connections', help: 'Connections the database pool holds.', value: pool.total },
      { name: 'db_pool_idle_connections', help: 'Of those, connections not in use.', value: pool.idle },
      { name: 'db_pool_waiting_queries', help: 'Queries waiting for a connection.', value: pool.waiting },
    );
  }
  return gauges;
}

/**
 * `GET /metrics` in Prometheus's text format on a listener of its own (METRICS_PORT, on
 * METRICS_HOST, 127.0.0.1 unless set), so the shop's public port never exposes it.
 */
export function startMetricsServer(address: MetricsAddress, metrics: RequestMetrics, db: Database): Promise<Server & { port: number }> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    response.writeHead(200, { 'content-type': 'text/plain; version=0.0.4; charset=utf-8' }).end(metrics.render(processGauges(db)));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(address.port, address.host, () => {
      const bound = server.address();
      resolve(Object.assign(server, { port: typeof bound === 'object' && bound ? bound.port : address.port }));
    });
  });
}
