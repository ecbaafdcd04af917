import type { Context } from 'hono';

/** What the request validator found, typed by the handler that reads it (the contract guarantees the shape). */
export interface ValidatedInput {
  /** The contract's operation the request matched. */
  readonly operationId: string;
  readonly params: Record<string, unknown>;
  readonly query: Record<string, unknown>;
  readonly body: unknown;
  /** Files of a multipart body, by field name. */
  readonly files: Record<string, File>;
}

export interface SessionUser {
  readonly id: string;
  readonly tokenHash: string;
}

/** Who made a studio call: a staff or owner account, or the operator's key (id null). */
export interface StudioActor {
  readonly id: string | null;
  readonly role: 'staff' | 'owner' | 'operator';
}

export interface AppEnv {
  Variables: {
    studioActor: StudioActor;
    input: ValidatedInput;
    session: SessionUser;
    /** The client's address for per-address throttles (client-address.ts). */
    clientAddress: string;
    /** This request's id, in its answer's X-Request-Id and in every log line about it. */
    requestId: string;
  };
}

export type AppContext = Context<AppEnv>;
