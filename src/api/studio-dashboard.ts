import type { ApiClient } from './client.ts';
import type { components } from './schema.gen.ts';
import { read } from './request.ts';

export type StudioDashboard = components['schemas']['StudioDashboardResponse'];

/** GET /studio/dashboard: sales, the last 30 days, orders waiting, low stock and the latest reviews (never cached). */
export function getStudioDashboard(client: ApiClient, signal: AbortSignal): Promise<StudioDashboard> {
  return read(client, (signal) => client.GET('/studio/dashboard', { signal }), signal);
}
