/**
 * The API layer's errors: plain Error subclasses with a `_tag`, so callers tell them apart with a
 * switch and the machines read them structurally (src/machines/request-failure.ts). They are
 * plain classes, not Effect's Data.TaggedError: the browser's API client has no Effect (README).
 */
abstract class ApiFailure<Tag extends string> extends Error {
  readonly _tag: Tag;

  protected constructor(tag: Tag, message: string, options?: ErrorOptions) {
    super(message, options);
    this._tag = tag;
    // Not enumerable, like Error's own message: spreading an error gives its fields only.
    Object.defineProperty(this, 'name', { value: tag, enumerable: false, writable: true, configurable: true });
  }
}

/** The server answered 401: the session is over (the session-expired signal has fired too). */
export class Unauthorized extends ApiFailure<'Unauthorized'> {
  constructor({ message }: { readonly message: string }) {
    super('Unauthorized', message);
  }
}

/** The server answered 404. */
export class NotFound extends ApiFailure<'NotFound'> {
  constructor({ message }: { readonly message: string }) {
    super('NotFound', message);
  }
}

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
export class Rejected extends ApiFailure<'Rejected'> implements RejectionFields {
  readonly status: number;
  // Declared only: a field the body did not carry is absent, not undefined.
  declare readonly availableStock?: number;
  declare readonly canPreorder?: boolean;
  declare readonly needEmailVerification?: boolean;

  constructor({ status, message, ...fields }: { readonly status: number; readonly message: string } & RejectionFields) {
    super('Rejected', message);
    this.status = status;
    Object.assign(this, fields);
  }
}

/** The request never got an answer. */
export class Network extends ApiFailure<'Network'> {
  declare readonly cause: unknown;

  constructor({ cause }: { readonly cause: unknown }) {
    super('Network', '', { cause });
  }
}

/**
 * Anything else: a 5xx, or a body that is not what the contract promised.
 * `status` is 0 when the answer could not be read at all.
 */
export class Unexpected extends ApiFailure<'Unexpected'> {
  readonly status: number;

  constructor({ status, message }: { readonly status: number; readonly message: string }) {
    super('Unexpected', message);
    this.status = status;
  }
}

export type ApiError = Unauthorized | NotFound | Rejected | Network | Unexpected;

/** The server's message where it gave one, else the spec's fallback text for the situation. */
export function messageOr(error: ApiError, fallback: string): string {
  if (error._tag === 'Network') return fallback;
  return error.message.length > 0 ? error.message : fallback;
}
