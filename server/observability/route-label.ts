import type { Operation } from '../openapi/operations.ts';

const API_BASE = '/api/v1';

/**
 * The name a request is counted under in the metrics: the contract's path of its operation
 * (`/api/v1/product/single/{id}`), never the raw path, so that ids do not make a series each;
 * media, built assets and pages are one series apiece.
 */
export function routeLabel(operations: readonly Operation[], method: string, path: string): string {
  if (path === API_BASE || path.startsWith(`${API_BASE}/`)) {
    const apiPath = path.slice(API_BASE.length) || '/';
    const operation = operations.find((candidate) => candidate.method === method && candidate.pattern.test(apiPath));
    return operation ? `${API_BASE}${operation.path}` : `${API_BASE}/(unknown)`;
  }
  if (path.startsWith('/media/')) return '/media/*';
  if (path.startsWith('/assets/')) return '/assets/*';
  return '(page)';
}
