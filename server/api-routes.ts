import { Hono } from 'hono';
import type { components } from '../src/api/schema.gen.ts';

type Health = components['schemas']['Health'];
type ErrorBody = components['schemas']['ErrorBody'];

export interface ApiOptions {
  readonly version: string;
}

/** Every /api/v1 route. Unknown API paths answer 404 JSON, never the SPA. */
export function apiRoutes(options: ApiOptions): Hono {
  const api = new Hono();

  api.get('/health', (c) => c.json({ status: 'ok', service: 'studio-shop', version: options.version } satisfies Health));

  api.all('*', (c) => c.json({ success: false, message: 'Not found' } satisfies ErrorBody, 404));
  api.onError((error, c) => {
    console.error(error);
    return c.json({ success: false, message: 'Something went wrong' } satisfies ErrorBody, 500);
  });
  return api;
}
