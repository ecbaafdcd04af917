import { Data } from 'effect';

/** The server answered 401: the session is over (the session-expired signal has fired too). */
export class Unauthorized extends Data.TaggedError('Unauthorized')<{ readonly message: string }> {}

/** The server answered 404. */
export class NotFound extends Data.TaggedError('NotFound')<{ readonly message: string }> {}

/** The extra fields the contract's error bodies may carry. */
export interface RejectionFields {
  /** Cart refusals: how many can be had ('Only N items available'). */
  readonly availableStock?: number;
  /** Order refusals: the product allows pre-order. */
  readonly canPreorder?: boolean;
  /** Login refusals: the email is not verified yet (offer 'Resend Verification Email'). */
  readonly needEmailVerification?: boolean;
}

/**
 * The server refused the request (400, 403, 409, 422, 429, or a 2xx body with success false).
 * `message` is the server's, empty when it gave none.
 */
export class Rejected extends Data.TaggedError('Rejected')<
  { readonly status: number; readonly message: string } & RejectionFields
> {}

/** The request never got an answer. */
export class Network extends Data.TaggedError('Network')<{ readonly cause: unknown }> {}

/**
 * Anything else: a 5xx, or a body that is not what the contract promised.
 * `status` is 0 when the answer could not be read at all.
 */
export class Unexpected extends Data.TaggedError('Unexpected')<{
  readonly status: number;
  readonly message: string;
}> {}

export type ApiError = Unauthorized | NotFound | Rejected | Network | Unexpected;

/** The server's message where it gave one, else the spec's fallback text for the situation. */
export function messageOr(error: ApiError, fallback: string): string {
  if (error._tag === 'Network') return fallback;
  return error.message.length > 0 ? error.message : fallback;
}
