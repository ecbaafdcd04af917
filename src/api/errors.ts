import { Data } from 'effect';

/** The server answered 401: the session is over. */
export class Unauthorized extends Data.TaggedError('Unauthorized')<{ readonly message: string }> {}

/** The server answered 404. */
export class NotFound extends Data.TaggedError('NotFound')<{ readonly message: string }> {}

/** The server refused the request with a message of its own (400, 403, 409, 422, 429...). */
export class Rejected extends Data.TaggedError('Rejected')<{
  readonly status: number;
  readonly message: string;
}> {}

/** The request never got an answer. */
export class Network extends Data.TaggedError('Network')<{ readonly cause: unknown }> {}

/** Anything else: a 5xx, or a body that is not what the contract promised. */
export class Unexpected extends Data.TaggedError('Unexpected')<{
  readonly status: number;
  readonly message: string;
}> {}

export type ApiError = Unauthorized | NotFound | Rejected | Network | Unexpected;
