import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { setAnswerHeader } from '../http/answer-header.ts';
import type { Logger } from '../platform/logger.ts';
import type { Operation } from '../openapi/operations.ts';
import { requestIdOf } from './request-id.ts';
import type { RequestMetrics } from './request-metrics.ts';
import { routeLabel } from './route-label.ts';

export interface RequestObserver {
  /** Counts and times every request (the /metrics exposition). */
  readonly metrics?: RequestMetrics;
  /** Writes one line per answered request: id, method, path, route, status and milliseconds. */
  readonly accessLog?: Logger;
}

/**
 * First on every request: gives it an id (kept from `X-Request-Id` when plausible, and sent back in
 * the answer's `X-Request-Id`, so a customer's report can be matched to the log), then counts and
 * times it under its route.
 */
export function observeRequests(operations: readonly Operation[], observer: RequestObserver): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const requestId = requestIdOf(c.req.header('x-request-id'));
    c.set('requestId', requestId);
    const started = performance.now();
    observer.metrics?.started();
    let status = 500;
    try {
      await next();
      status = c.res.status;
    } finally {
      setAnswerHeader(c, 'X-Request-Id', requestId);
      const milliseconds = performance.now() - started;
      const route = routeLabel(operations, c.req.method, c.req.path);
      observer.metrics?.finished(c.req.method, route, status, milliseconds / 1000);
      observer.accessLog?.info('request', {
        requestId,
        method: c.req.method,
        path: c.req.path,
        route,
        status,
        ms: Math.round(milliseconds * 10) / 10,
      });
    }
  };
}
