import { Duration, Effect, Schedule } from 'effect';
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

/** One request, no retry: for mutations, which must never be sent twice by accident. */
export function send<D>(call: Call<D>): Effect.Effect<D, ApiError> {
  return Effect.tryPromise({ try: call, catch: transportError }).pipe(Effect.flatMap(outcome));
}

/** One read, retried once on Network or Unexpected failures (the spec's data layer); refusals are final. */
export function read<D>(client: ApiClient, call: Call<D>): Effect.Effect<D, ApiError> {
  const once = Schedule.duration(Duration.millis(clientSettings(client).retryDelayMs));
  return send(call).pipe(Effect.retry({ schedule: once, while: isTransient }));
}

export function isTransient(error: ApiError): boolean {
  return error._tag === 'Network' || error._tag === 'Unexpected';
}

function outcome<D>({ data, error, response }: FetchResult<D>): Effect.Effect<D, ApiError> {
  if (!response.ok) return Effect.fail(errorFor(response.status, error));
  if (data === undefined) return Effect.fail(new Unexpected({ status: response.status, message: '' }));
  const refusal = refusalIn(response.status, data);
  return refusal ? Effect.fail(refusal) : Effect.succeed(data);
}

// fetch rejects with a TypeError when there is no answer; anything else thrown while reading
// an answer (a body that is not JSON) means the answer was there but unusable.
function transportError(cause: unknown): ApiError {
  if (cause instanceof TypeError) return new Network({ cause });
  return new Unexpected({ status: 0, message: '' });
}
