import { getHealth } from '../api/health.ts';
import { apiClient } from '../infrastructure/api-client.ts';

// Loaded on first use by health.live.ts, so the API layer stays out of the home page's first chunk.
export function loadHealth(signal: AbortSignal) {
  return getHealth(apiClient, signal);
}
