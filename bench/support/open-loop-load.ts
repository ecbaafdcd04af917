// Requests that arrive at a fixed rate, evenly spread, whatever the answers do: a real open loop.
// autocannon's overallRate is not one: each connection sends its share of a second's requests back
// to back when the second starts and then waits for the next, so the whole second's traffic lands
// at once and the latency measured is the time to drain that burst. Here each request is due at
// its own time (one every 1/rate s), goes out on a free kept-alive connection (or waits for one, and
// that wait counts), and its latency runs from when it was due, so a server that falls behind
// shows it instead of slowing the arrivals down.
import http from 'node:http';

export interface OpenLoopFigures {
  /** Latencies of the 200 answers, in ms, sorted. */
  readonly latencies: number[];
  readonly errors: number;
  /** Answers per second over the run (late answers included). */
  readonly answeredPerSecond: number;
}

export function openLoop(port: number, rate: number, seconds: number, nextPath: () => string, connections = 256): Promise<OpenLoopFigures> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let errors = 0;
  let sent = 0;
  let settled = 0;
  const total = Math.round(rate * seconds);
  const started = performance.now();
  return new Promise((resolve) => {
    const finish = () => {
      agent.destroy();
      latencies.sort((a, b) => a - b);
      resolve({ latencies, errors, answeredPerSecond: latencies.length / ((performance.now() - started) / 1000) });
    };
    const settle = () => {
      settled += 1;
      if (settled === total) finish();
    };
    const send = (due: number) => {
      const request = http.get({ host: '127.0.0.1', port, path: nextPath(), agent, timeout: 10_000 }, (response) => {
        response.resume();
        response.on('end', () => {
          if (response.statusCode === 200) latencies.push(performance.now() - due);
          else errors += 1;
          settle();
        });
      });
      request.on('timeout', () => request.destroy(new Error('timeout')));
      request.on('error', () => {
        errors += 1;
        settle();
      });
    };
    // Every millisecond, send what has fallen due since the last tick, each stamped with its own due time.
    const tick = setInterval(() => {
      const now = performance.now();
      while (sent < total && started + (sent * 1000) / rate <= now) {
        send(started + (sent * 1000) / rate);
        sent += 1;
      }
      if (sent >= total) clearInterval(tick);
    }, 1);
  });
}
