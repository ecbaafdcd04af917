import { randomUUID } from 'node:crypto';

/** Opaque string ids with a short prefix that tells what they name (usr_..., adr_...). */
export function newId(prefix: string): string {
  return `${prefix}_${randomUUID().replace(/-/g, '')}`;
}
