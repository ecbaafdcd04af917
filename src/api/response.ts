import { NotFound, Rejected, Unauthorized, Unexpected, type ApiError, type RejectionFields } from './errors.ts';

/**
 * Maps one HTTP answer to the typed error channel. Bodies are read defensively: an error body
 * comes from the wire and may not match the contract (a proxy's HTML page, say).
 */
export function errorFor(status: number, body: unknown): ApiError {
  const message = messageIn(body);
  if (status === 401) return new Unauthorized({ message });
  if (status === 404) return new NotFound({ message });
  if (status >= 400 && status < 500) return new Rejected({ status, message, ...rejectionFieldsIn(body) });
  return new Unexpected({ status, message });
}

/** A 2xx body that still says success false is a refusal (the spec's 'Something went wrong' case). */
export function refusalIn(status: number, body: unknown): Rejected | undefined {
  if (!isRecord(body) || body['success'] !== false) return undefined;
  return new Rejected({ status, message: messageIn(body), ...rejectionFieldsIn(body) });
}

function messageIn(body: unknown): string {
  if (isRecord(body) && typeof body['message'] === 'string') return body['message'];
  return '';
}

function rejectionFieldsIn(body: unknown): RejectionFields {
  if (!isRecord(body)) return {};
  const { availableStock, canPreorder, needEmailVerification } = body;
  return {
    ...(typeof availableStock === 'number' ? { availableStock } : {}),
    ...(typeof canPreorder === 'boolean' ? { canPreorder } : {}),
    ...(typeof needEmailVerification === 'boolean' ? { needEmailVerification } : {}),
  };
}

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
