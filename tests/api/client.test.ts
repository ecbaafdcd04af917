import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { createApiClient } from '../../src/api/client.ts';
import { Network, messageOr } from '../../src/api/errors.ts';
import { getHealth } from '../../src/api/health.ts';
import { createSessionExpiredSignal } from '../../src/api/session-signal.ts';
import { BASE_URL, TOKEN, fail, plain, server, succeed, testClient, useMockServer, UNABORTED } from './support/server.ts';

useMockServer();

const health = { status: 'ok', service: 'studio-shop', version: '0.1.0' } as const;

function countHealthCalls(respond: () => Response): { readonly count: () => number; readonly headers: Array<string | null> } {
  let calls = 0;
  const headers: Array<string | null> = [];
  server.use(
    http.get(`${BASE_URL}/health`, ({ request }) => {
      calls += 1;
      headers.push(request.headers.get('Authorization'));
      return respond();
    }),
  );
  return { count: () => calls, headers };
}

describe('session-expired signal', () => {
  it('calls every listener once per emit, until it unsubscribes', () => {
    const signal = createSessionExpiredSignal();
    const heard: string[] = [];
    const stopFirst = signal.subscribe(() => heard.push('first'));
    signal.subscribe(() => heard.push('second'));
    signal.emit();
    stopFirst();
    signal.emit();
    expect(heard).toEqual(['first', 'second', 'second']);
  });

  it('is what a 401 from the client emits', async () => {
    countHealthCalls(() => HttpResponse.json({ success: false, message: 'Expired' }, { status: 401 }));
    const signal = createSessionExpiredSignal();
    const listener = vi.fn();
    signal.subscribe(listener);
    const client = createApiClient({ baseUrl: BASE_URL, getToken: () => TOKEN, onSessionExpired: signal.emit });
    await fail(getHealth(client, UNABORTED));
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('is not emitted for other refusals', async () => {
    countHealthCalls(() => HttpResponse.json({ success: false, message: 'No' }, { status: 403 }));
    const { client, expiries } = testClient(TOKEN);
    await fail(getHealth(client, UNABORTED));
    expect(expiries()).toBe(0);
  });
});

describe('bearer token', () => {
  it('is read before every request, so login and logout take effect at once', async () => {
    const calls = countHealthCalls(() => HttpResponse.json(health));
    const { client, setToken } = testClient(null);
    await succeed(getHealth(client, UNABORTED));
    setToken(TOKEN);
    await succeed(getHealth(client, UNABORTED));
    setToken(null);
    await succeed(getHealth(client, UNABORTED));
    expect(calls.headers).toEqual([null, `Bearer ${TOKEN}`, null]);
  });

  it('is not sent when the token is an empty string', async () => {
    const calls = countHealthCalls(() => HttpResponse.json(health));
    await succeed(getHealth(testClient('').client, UNABORTED));
    expect(calls.headers).toEqual([null]);
  });
});

describe('answers the contract does not describe', () => {
  it('turns a 2xx body that is not JSON into Unexpected with status 0, after one retry', async () => {
    const calls = countHealthCalls(() => new HttpResponse('<html>proxy</html>', { headers: { 'Content-Type': 'text/html' } }));
    expect(plain(await fail(getHealth(testClient().client, UNABORTED)))).toEqual({ _tag: 'Unexpected', status: 0, message: '' });
    expect(calls.count()).toBe(2);
  });

  it('turns an error body that is not JSON into an error without a message', async () => {
    countHealthCalls(() => new HttpResponse('Bad gateway', { status: 502 }));
    expect(plain(await fail(getHealth(testClient().client, UNABORTED)))).toEqual({ _tag: 'Unexpected', status: 502, message: '' });
  });
});

describe('retry once', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits a second before the retry by default', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const calls = countHealthCalls(() => HttpResponse.json({ success: false, message: 'Busy' }, { status: 503 }));
    const outcome = fail(getHealth(createApiClient({ baseUrl: BASE_URL }), UNABORTED));
    await vi.waitFor(() => expect(calls.count()).toBe(1));
    await vi.advanceTimersByTimeAsync(999);
    expect(calls.count()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(calls.count()).toBe(2));
    expect(plain(await outcome)).toEqual({ _tag: 'Unexpected', status: 503, message: 'Busy' });
  });

  it('stops waiting when the signal is aborted, and never sends the retry', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const calls = countHealthCalls(() => HttpResponse.json({ success: false, message: 'Busy' }, { status: 503 }));
    const controller = new AbortController();
    const outcome = getHealth(createApiClient({ baseUrl: BASE_URL }), controller.signal).catch((error: unknown) => error);
    await vi.waitFor(() => expect(calls.count()).toBe(1));
    const reason = new Error('left the page');
    controller.abort(reason);
    expect(await outcome).toBe(reason);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls.count()).toBe(1);
  });
});

describe('messageOr', () => {
  it('gives the fallback for a network failure', () => {
    expect(
      messageOr(new Network({ cause: new TypeError('fetch failed') }), 'Network error. Please check your connection and try again.'),
    ).toBe('Network error. Please check your connection and try again.');
  });
});
