import { Network, NotFound, Rejected, Unauthorized, Unexpected, messageOr, type ApiError } from '../api/errors.ts';

// A promise actor's error is `unknown`; these read it as the API's typed error where it is one.

export function asApiError(error: unknown): ApiError | null {
  if (error instanceof Unauthorized || error instanceof NotFound || error instanceof Rejected) return error;
  if (error instanceof Network || error instanceof Unexpected) return error;
  return null;
}

/** The server's message where it gave one, else the spec's fallback text. */
export function failureMessage(error: unknown, fallback: string): string {
  const known = asApiError(error);
  return known ? messageOr(known, fallback) : fallback;
}

/** The refusal, with its named fields (availableStock, canPreorder, needEmailVerification), if it was one. */
export function asRejection(error: unknown): Rejected | null {
  return error instanceof Rejected ? error : null;
}
