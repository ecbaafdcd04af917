import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * A failure the client should hear about: its status, its message and any extra fields the
 * contract adds to the error body (availableStock, canPreorder, needEmailVerification).
 */
export class HttpError extends Error {
  readonly status: ContentfulStatusCode;
  readonly extra: Readonly<Record<string, unknown>>;
  /** Response headers that belong to the failure (Retry-After on a 429). */
  readonly headers: Readonly<Record<string, string>>;

  constructor(
    status: ContentfulStatusCode,
    message: string,
    extra: Readonly<Record<string, unknown>> = {},
    headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.extra = extra;
    this.headers = headers;
  }

  toBody(): Record<string, unknown> {
    return { success: false, message: this.message, ...this.extra };
  }
}

export const notFound = (message: string): HttpError => new HttpError(404, message);
export const badRequest = (message: string, extra?: Record<string, unknown>): HttpError => new HttpError(400, message, extra);
