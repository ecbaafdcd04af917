// Request counts and latency histograms per route in Prometheus's text format (version 0.0.4), kept
// in memory by this process; a scraper adds up the processes.

/** Upper bounds of the latency buckets, in seconds: fine below 100 ms, where this shop's answers are. */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] as const;

interface Series {
  readonly method: string;
  readonly route: string;
  readonly status: number;
  count: number;
}

interface Histogram {
  readonly method: string;
  readonly route: string;
  /** Per bucket of LATENCY_BUCKETS, the requests at or under it (not yet cumulative). */
  readonly buckets: number[];
  count: number;
  sum: number;
}

/** A gauge read when the metrics are scraped, e.g. the database pool's connections. */
export interface Gauge {
  readonly name: string;
  readonly help: string;
  readonly value: number;
}

export class RequestMetrics {
  private readonly counts = new Map<string, Series>();
  private readonly latencies = new Map<string, Histogram>();
  private inFlight = 0;

  started(): void {
    this.inFlight += 1;
  }

  finished(method: string, route: string, status: number, seconds: number): void {
    this.inFlight -= 1;
    const countKey = `${method} ${route} ${status}`;
    const series = this.counts.get(countKey) ?? { method, route, status, count: 0 };
    series.count += 1;
    this.counts.set(countKey, series);

    const latencyKey = `${method} ${route}`;
    const histogram = this.latencies.get(latencyKey) ?? { method, route, buckets: LATENCY_BUCKETS.map(() => 0), count: 0, sum: 0 };
    const bucket = LATENCY_BUCKETS.findIndex((bound) => seconds <= bound);
    if (bucket >= 0) histogram.buckets[bucket] = (histogram.buckets[bucket] ?? 0) + 1;
    histogram.count += 1;
    histogram.sum += seconds;
    this.latencies.set(latencyKey, histogram);
  }

  /** The whole exposition: the counters, the histograms, the requests in flight and the given gauges. */
  render(gauges: readonly Gauge[] = []): string {
    const lines = [
      '# HELP http_requests_total Requests answered, by method, route and status.',
      '# TYPE http_requests_total counter',
      ...[...this.counts.values()].map(
        (s) => `http_requests_total{method="${s.method}",route="${escapeLabel(s.route)}",status="${s.status}"} ${s.count}`,
      ),
      '# HELP http_request_duration_seconds Time from the request to the answer, by method and route.',
      '# TYPE http_request_duration_seconds histogram',
      ...[...this.latencies.values()].flatMap(histogramLines),
      '# HELP http_requests_in_flight Requests being answered now.',
      '# TYPE http_requests_in_flight gauge',
      `http_requests_in_flight ${this.inFlight}`,
      ...gauges.flatMap((gauge) => [`# HELP ${gauge.name} ${gauge.help}`, `# TYPE ${gauge.name} gauge`, `${gauge.name} ${gauge.value}`]),
    ];
    return `${lines.join('\n')}\n`;
  }
}

function histogramLines(histogram: Histogram): string[] {
  const labels = `method="${histogram.method}",route="${escapeLabel(histogram.route)}"`;
  let cumulative = 0;
  const buckets = LATENCY_BUCKETS.map((bound, index) => {
    cumulative += histogram.buckets[index] ?? 0;
    return `http_request_duration_seconds_bucket{${labels},le="${bound}"} ${cumulative}`;
  });
  return [
    ...buckets,
    `http_request_duration_seconds_bucket{${labels},le="+Inf"} ${histogram.count}`,
    `http_request_duration_seconds_sum{${labels}} ${round(histogram.sum)}`,
    `http_request_duration_seconds_count{${labels}} ${histogram.count}`,
  ];
}

function escapeLabel(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
}

function round(seconds: number): number {
  return Math.round(seconds * 1e6) / 1e6;
}
