import { clientSettings, type ApiClient } from './client.ts';
import { Network, Unexpected, type ApiError } from './errors.ts';
import { errorFor, refusalIn } from './response.ts';

/** The shape every openapi-fetch call resolves to, whatever the operation. */
export interface FetchResult<D> {
  readonly data?: D;
  readonly error?: unknown;
  readonly response: Response;
}

export type Call<D> = (signal: AbortSignal) => Promise<FetchResult<D>>;

/**
 * One request, no retry: for mutations, which must never be sent twice by accident. Resolves with
 * the data or rejects with an ApiError; once signal is aborted it rejects with the abort reason.
 */
export async function send<D>(call: Call<D>, signal: AbortSignal): Promise<D> {
  let result: FetchResult<D>;
  try {
    result = await call(signal);
  } catch (cause) {
    signal.throwIfAborted();
    throw transportError(cause);
  }
  return outcome(result);
}

/** One read, retried once on Network or Unexpected failures (the spec's data layer); refusals are final. */
export async function read<D>(client: ApiClient, call: Call<D>, signal: AbortSignal): Promise<D> {
  try {
    return await send(call, signal);
  } catch (error) {
    if (signal.aborted || !isTransient(error)) throw error;
    await pause(clientSettings(client).retryDelayMs, signal);
    return send(call, signal);
  }
}

export function isTransient(error: unknown): boolean {
  const tag = typeof error === 'object' && error !== null && '_tag' in error ? error._tag : undefined;
  return tag === 'Network' || tag === 'Unexpected';
}

/** Waits ms before the retry; an abort ends the wait at once (rejecting with the abort reason). */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const stop = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', stop);
      resolve();
    }, ms);
    signal.addEventListener('abort', stop, { once: true });
  });
}

function outcome<D>({ data, error, response }: FetchResult<D>): D {
  if (!response.ok) throw errorFor(response.status, error);
  if (data === undefined) throw new Unexpected({ status: response.status, message: '' });
  const refusal = refusalIn(response.status, data);
  if (refusal) throw refusal;
  return data;
}

// fetch rejects with a TypeError when there is no answer; anything else thrown while reading
// an answer (a body that is not JSON) means the answer was there but unusable.
function transportError(cause: unknown): ApiError {
  if (cause instanceof TypeError) return new Network({ cause });
  return new Unexpected({ status: 0, message: '' });
}
