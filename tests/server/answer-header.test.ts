import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { setAnswerHeader } from '../../server/http/answer-header.ts';

// A middleware's header on the answer a handler made: set in place, or on a copy when the answer's
// headers cannot change.

function appAnswering(answer: () => Response) {
  const app = new Hono();
  app.use('*', async (c, next) => {
    await next();
    setAnswerHeader(c, 'X-Request-Id', 'req-1');
  });
  app.get('/', () => answer());
  return app;
}

describe('setAnswerHeader', () => {
  it('sets the header on the answer the handler made, body and status kept', async () => {
    const response = await appAnswering(() => new Response('made', { status: 201, headers: { 'content-type': 'text/plain' } })).request(
      '/',
    );
    expect(response.status).toBe(201);
    expect(response.headers.get('x-request-id')).toBe('req-1');
    expect(response.headers.get('content-type')).toBe('text/plain');
    expect(await response.text()).toBe('made');
  });

  it('copies an answer whose headers are fixed (a redirect) and sets it there', async () => {
    const response = await appAnswering(() => Response.redirect('http://shop.test/shop', 301)).request('/');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('http://shop.test/shop');
    expect(response.headers.get('x-request-id')).toBe('req-1');
  });
});
