import { randomUUID } from 'node:crypto';

// A proxy's or client's own id is kept when it looks like one (uuids, hex, Cloudflare's ray ids),
// so one request can be followed through every log it passes; anything else gets a fresh id.
const ACCEPTABLE_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** The id of one request: the incoming `X-Request-Id` when it is a plausible id, else a new uuid. */
export function requestIdOf(incoming: string | undefined | null): string {
  return incoming && ACCEPTABLE_ID.test(incoming) ? incoming : randomUUID();
}
