// Messages between the server and the embedded database's thread (pglite-worker.ts).

export type WorkerRequest =
  | { readonly id: number; readonly op: 'query'; readonly sql: string; readonly params: unknown[]; readonly tx?: number }
  | { readonly id: number; readonly op: 'begin'; readonly tx: number }
  | { readonly id: number; readonly op: 'end'; readonly tx: number; readonly commit: boolean }
  | { readonly id: number; readonly op: 'exec'; readonly sql: string }
  | { readonly id: number; readonly op: 'close' };

/** What a database error carries across the thread: its message and PostgreSQL's fields (code, constraint...). */
export type SerialisedError = Readonly<Record<string, string | number | undefined>> & { readonly message: string };

export type WorkerReply =
  | { readonly id: number; readonly ok: true; readonly rows: unknown[] }
  | { readonly id: number; readonly ok: false; readonly error: SerialisedError };

// PostgreSQL's error fields, as PGlite's DatabaseError has them; repositories read `code` (e.g.
// 23505, a unique violation), the logs read the rest.
const FIELDS = ['code', 'detail', 'hint', 'constraint', 'table', 'column', 'schema', 'severity', 'position', 'where'] as const;

export function serialiseError(error: unknown): SerialisedError {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: Record<string, string | number | undefined> = { message: error.message };
  for (const field of FIELDS) {
    const value = (error as unknown as Record<string, unknown>)[field];
    if (typeof value === 'string' || typeof value === 'number') fields[field] = value;
  }
  return fields as SerialisedError;
}

/** The error again on the server's side, with the same message and fields. */
export function deserialiseError(serialised: SerialisedError): Error {
  return Object.assign(new Error(serialised.message), serialised);
}
