// Where a listing's time goes, end to end over HTTP: requests sent one at a time on one kept-alive
// connection, each asking the bench's server for its stages (`X-Bench-Stages`, answered in
// `Server-Timing`, see bench/support/product-list-server.ts), medians per stage in ms.
import http from 'node:http';

export interface StageFigures {
  readonly listing: string;
  readonly requests: number;
  /** End to end, the 10th percentile, in ms. */
  readonly fastestTenth: number;
  /** Median per stage, in ms; each column is its own median, so they need not add up exactly. */
  readonly medians: Record<string, number>;
}

// The stages the app tallies (server/observability/stage-timing.ts) and the database the bench's server times.
const APP_STAGES = ['validate', 'cache', 'db', 'shape', 'serialise'] as const;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function parseServerTiming(header: string): Map<string, number> {
  const stages = new Map<string, number>();
  for (const entry of header.split(',')) {
    const [name, ...params] = entry.trim().split(';');
    const value = params.map((param) => param.split('=')).find(([key]) => key === 'dur' || key === 'desc')?.[1];
    if (name && value !== undefined) stages.set(name, Number(value));
  }
  return stages;
}

function timedGet(agent: http.Agent, port: number, path: string, headers: Record<string, string>) {
  return new Promise<{ ms: number; stages: Map<string, number>; status: number }>((resolve, reject) => {
    const started = performance.now();
    http
      .get({ host: '127.0.0.1', port, path, agent, headers: { 'x-bench-stages': '1', ...headers } }, (response) => {
        response.resume();
        response.on('end', () =>
          resolve({
            ms: performance.now() - started,
            stages: parseServerTiming(String(response.headers['server-timing'] ?? '')),
            status: response.statusCode ?? 0,
          }),
        );
      })
      .on('error', reject);
  });
}

/**
 * The paths asked in turn, after `warmUp` requests that are not counted. Each request's stages:
 * end to end (as the client waits), HTTP and Node (end to end less the app: parsing the request,
 * writing the answer, the socket), middleware and routing (the app less its timed stages: request
 * id, compression, security headers, the client's address, body limits, Hono's routing).
 */
export async function stageBreakdown(
  port: number,
  listing: string,
  paths: readonly string[],
  headers: Record<string, string> = {},
  warmUp = 20,
): Promise<StageFigures> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const rows: Record<string, number>[] = [];
  try {
    for (let n = 0; n < paths.length; n += 1) {
      const { ms, stages, status } = await timedGet(agent, port, paths[n] ?? '/', headers);
      if (status !== 200) throw new Error(`${paths[n]} answered ${status}`);
      if (n < warmUp) continue;
      const app = stages.get('app') ?? Number.NaN;
      const timed = APP_STAGES.reduce((sum, stage) => sum + (stages.get(stage) ?? 0), 0);
      rows.push({
        'end to end': ms,
        'HTTP and Node': ms - app,
        'middleware and routing': app - timed,
        ...Object.fromEntries(APP_STAGES.map((stage) => [stage, stages.get(stage) ?? 0])),
        'db waits': stages.get('db-waits') ?? 0,
        'db queries': stages.get('db-queries') ?? 0,
      });
    }
  } finally {
    agent.destroy();
  }
  const columns = Object.keys(rows[0] ?? {});
  const endToEnd = rows.map((row) => row['end to end'] ?? 0).sort((a, b) => a - b);
  return {
    listing,
    requests: rows.length,
    // The fastest tenth: what a request costs when the machine's other work leaves it alone.
    fastestTenth: endToEnd[Math.floor(endToEnd.length / 10)] ?? Number.NaN,
    medians: Object.fromEntries(columns.map((column) => [column, median(rows.map((row) => row[column] ?? 0))])),
  };
}

export function printStageBreakdown(title: string, figures: readonly StageFigures[]): void {
  console.log(title);
  console.table(
    figures.map(({ listing, requests, fastestTenth, medians }) => ({
      listing,
      requests,
      'end to end p10 ms': fastestTenth.toFixed(2),
      ...Object.fromEntries(
        Object.entries(medians).map(([stage, ms]) => [
          stage.startsWith('db ') ? stage : `${stage} ms`,
          stage.startsWith('db ') ? ms : ms.toFixed(2),
        ]),
      ),
    })),
  );
}
