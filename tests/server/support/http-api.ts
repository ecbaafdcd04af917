import { request } from 'node:http';
import type { Database } from '../../../server/db/database.ts';
import { apiRequest, readApiAnswer, type RequestOptions, type ShopClient } from './test-server.ts';

/**
 * The loopback address that plays a client address the tests name: 10.a.b.c is 127.a.b.c. Every
 * 127.x.y.z is this machine's, so the client really connects from an address of its own, and a
 * proxy in front of the server names that address in X-Forwarded-For.
 */
export function loopbackTwin(address: string): string {
  const match = /^10\.(\d+\.\d+\.\d+)$/.exec(address);
  if (!match) throw new Error(`${address} has no loopback twin: name clients with uniqueAddress()`);
  return `127.${match[1]}`;
}

const BODILESS = new Set([101, 204, 205, 304]);

/** fetch() from the given local address (node:http: fetch cannot choose one); redirects are not followed. */
export async function fetchFrom(localAddress: string | undefined, url: string, init: RequestInit = {}): Promise<Response> {
  const outgoing = new Request(url, init);
  const body = outgoing.body ? Buffer.from(await outgoing.arrayBuffer()) : undefined;
  const headers: Record<string, string> = Object.fromEntries(outgoing.headers);
  if (body) headers['content-length'] = String(body.length);
  return new Promise((resolve, reject) => {
    const sent = request(url, { method: outgoing.method, headers, localAddress, agent: false }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('error', reject);
      incoming.on('end', () => {
        const status = incoming.statusCode ?? 0;
        const answerHeaders = new Headers();
        for (const [name, value] of Object.entries(incoming.headers)) {
          for (const one of [value ?? []].flat()) answerHeaders.append(name, one);
        }
        resolve(new Response(BODILESS.has(status) ? null : Buffer.concat(chunks), { status, headers: answerHeaders }));
      });
    });
    sent.on('error', reject);
    sent.end(body);
  });
}

/**
 * The helpers' `api()` over HTTP to a running server (or the proxy in front of several), with the
 * same contract check as the in-process one. A request's `remoteAddress` is sent from that
 * client's loopback twin.
 */
export function shopOverHttp(origin: string, db: Database): ShopClient {
  return {
    db,
    async api(method: string, apiPath: string, options: RequestOptions = {}) {
      const { target, init } = apiRequest(method, apiPath, options);
      const from = options.remoteAddress === undefined ? undefined : loopbackTwin(options.remoteAddress);
      return readApiAnswer(method, apiPath, await fetchFrom(from, `${origin}${target}`, init));
    },
  };
}
