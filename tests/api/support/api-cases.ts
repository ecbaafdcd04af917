import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import type { ApiClient } from '../../../src/api/client.ts';
import { BASE_URL, TOKEN, fail, plain, server, succeed, testClient } from './server.ts';

/** One call of an area module, described once and put through the behaviour every call shares. */
export interface ApiCase {
  readonly name: string;
  readonly method: 'get' | 'post' | 'put' | 'delete';
  /** msw path pattern below /api/v1, e.g. '/product/single/:id'. */
  readonly path: string;
  readonly run: (client: ApiClient) => Promise<unknown>;
  /** The JSON success body the server answers. */
  readonly answer: object;
  readonly status?: 200 | 201;
  /** What the function gives back for that answer. */
  readonly expected: unknown;
  /** Reads are retried once; mutations never. */
  readonly kind: 'read' | 'mutation';
  /** Cached reads: how long the answer stays fresh. Left out for reads that always ask. */
  readonly freshMs?: number;
  /** The JSON body the call must send. */
  readonly sentBody?: unknown;
  /** The query string the call must send, without '?'. */
  readonly sentQuery?: string;
}

/** Type-checks expected against what run gives back. */
export function apiCase<A>(
  spec: Omit<ApiCase, 'run' | 'expected'> & {
    readonly run: (client: ApiClient) => Promise<A>;
    readonly expected: A;
  },
): ApiCase {
  return spec;
}

/** Answers every request of the case with respond, in order; the last one repeats. */
function answerWith(c: ApiCase, ...responses: ReadonlyArray<() => Response>): Request[] {
  const seen: Request[] = [];
  server.use(
    http[c.method](`${BASE_URL}${c.path}`, ({ request }) => {
      seen.push(request.clone());
      const respond = responses[Math.min(seen.length, responses.length) - 1];
      return respond ? respond() : HttpResponse.error();
    }),
  );
  return seen;
}

const ok = (c: ApiCase) => () => HttpResponse.json(c.answer, { status: c.status ?? 200 });
const errorBody = (status: number, message: string) => () => HttpResponse.json({ success: false, message }, { status });

export function describeApiCases(area: string, cases: ReadonlyArray<ApiCase>): void {
  describe(`${area} calls`, () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    for (const c of cases) {
      describe(`${c.name} (${c.method.toUpperCase()} ${c.path})`, () => {
        it('gives back the mapped answer', async () => {
          const seen = answerWith(c, ok(c));
          expect(await succeed(c.run(testClient(TOKEN).client))).toEqual(c.expected);
          expect(seen).toHaveLength(1);
        });

        if (c.sentBody !== undefined) {
          it('sends the request body', async () => {
            const seen = answerWith(c, ok(c));
            await succeed(c.run(testClient(TOKEN).client));
            expect(await seen[0]?.json()).toEqual(c.sentBody);
          });
        }

        if (c.sentQuery !== undefined) {
          it('sends the query', async () => {
            const seen = answerWith(c, ok(c));
            await succeed(c.run(testClient(TOKEN).client));
            expect(new URL(seen[0]?.url ?? '').search).toBe(c.sentQuery === '' ? '' : `?${c.sentQuery}`);
          });
        }

        it('sends the bearer token when there is one', async () => {
          const seen = answerWith(c, ok(c));
          await succeed(c.run(testClient(TOKEN).client));
          expect(seen[0]?.headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
        });

        it('sends no Authorization header without a token', async () => {
          const seen = answerWith(c, ok(c));
          await succeed(c.run(testClient(null).client));
          expect(seen[0]?.headers.get('Authorization')).toBeNull();
        });

        it('turns 401 into Unauthorized and one session-expired signal', async () => {
          answerWith(c, errorBody(401, 'Not authorized, please log in again'));
          const { client, expiries } = testClient(TOKEN);
          expect(plain(await fail(c.run(client)))).toEqual({
            _tag: 'Unauthorized',
            message: 'Not authorized, please log in again',
          });
          expect(expiries()).toBe(1);
        });

        it('turns 404 into NotFound with the server message', async () => {
          answerWith(c, errorBody(404, 'Not found'));
          expect(plain(await fail(c.run(testClient(TOKEN).client)))).toEqual({ _tag: 'NotFound', message: 'Not found' });
        });

        it('turns another 4xx into Rejected with status and message, without retrying', async () => {
          const seen = answerWith(c, errorBody(422, 'Refused for now'));
          expect(plain(await fail(c.run(testClient(TOKEN).client)))).toEqual({
            _tag: 'Rejected',
            status: 422,
            message: 'Refused for now',
          });
          expect(seen).toHaveLength(1);
        });

        it('turns a 2xx answer with success false into Rejected', async () => {
          answerWith(c, () => HttpResponse.json({ success: false, message: 'Something went wrong' }));
          expect(plain(await fail(c.run(testClient(TOKEN).client)))).toEqual({
            _tag: 'Rejected',
            status: 200,
            message: 'Something went wrong',
          });
        });

        const attempts = c.kind === 'read' ? 2 : 1;

        it(`turns a network failure into Network (${attempts} attempt${attempts > 1 ? 's' : ''})`, async () => {
          const seen = answerWith(c, () => HttpResponse.error());
          expect(plain(await fail(c.run(testClient(TOKEN).client)))).toEqual({ _tag: 'Network' });
          expect(seen).toHaveLength(attempts);
        });

        it(`turns 500 into Unexpected (${attempts} attempt${attempts > 1 ? 's' : ''})`, async () => {
          const seen = answerWith(c, errorBody(500, 'Server down'));
          expect(plain(await fail(c.run(testClient(TOKEN).client)))).toEqual({
            _tag: 'Unexpected',
            status: 500,
            message: 'Server down',
          });
          expect(seen).toHaveLength(attempts);
        });

        if (c.kind === 'read') {
          it('retries once after a failure and gives back the second answer', async () => {
            const seen = answerWith(c, errorBody(503, 'Busy'), ok(c));
            expect(await succeed(c.run(testClient(TOKEN).client))).toEqual(c.expected);
            expect(seen).toHaveLength(2);
          });
        }

        if (c.freshMs !== undefined) {
          const freshMs = c.freshMs;
          it(`keeps the answer fresh for ${freshMs / 60_000} minutes`, async () => {
            vi.useFakeTimers({ toFake: ['Date'] });
            const seen = answerWith(c, ok(c));
            const { client } = testClient(TOKEN);
            await succeed(c.run(client));
            vi.advanceTimersByTime(freshMs - 1);
            expect(await succeed(c.run(client))).toEqual(c.expected);
            expect(seen).toHaveLength(1);
            vi.advanceTimersByTime(1);
            await succeed(c.run(client));
            expect(seen).toHaveLength(2);
          });

          it('does not keep failures', async () => {
            const seen = answerWith(c, errorBody(422, 'Refused for now'), ok(c));
            const { client } = testClient(TOKEN);
            await fail(c.run(client));
            expect(await succeed(c.run(client))).toEqual(c.expected);
            expect(seen).toHaveLength(2);
          });
        } else if (c.kind === 'read') {
          it('asks the server every time (not cached)', async () => {
            const seen = answerWith(c, ok(c));
            const { client } = testClient(TOKEN);
            await succeed(c.run(client));
            await succeed(c.run(client));
            expect(seen).toHaveLength(2);
          });
        }
      });
    }
  });
}
