import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { confirmNewsletterSubscription, subscribeToNewsletter, unsubscribeFromNewsletter } from '../../src/api/newsletter.ts';
import { apiCase, describeApiCases } from './support/api-cases.ts';
import { BASE_URL, fail, plain, server, succeed, testClient, useMockServer, UNABORTED } from './support/server.ts';

useMockServer();

const subscription = { email: 'ada@example.ng' };
const subscribed = { success: true, message: 'Almost there! Open the link we emailed you to confirm your subscription.' };

describeApiCases('newsletter', [
  apiCase({
    name: 'subscribeToNewsletter',
    method: 'post',
    path: '/newsletter/subscribe',
    run: (client) => subscribeToNewsletter(client, subscription, UNABORTED),
    answer: subscribed,
    expected: subscribed,
    kind: 'mutation',
    sentBody: subscription,
  }),
]);

describe('newsletter specifics', () => {
  it('unsubscribes with the mailed token in the path and no body, and gives an unknown link as Rejected 400', async () => {
    const unsubscribed = { success: true, message: 'You are unsubscribed. You will get no more newsletters from the studio.' };
    let sent: { method: string; body: string } | undefined;
    server.use(
      http.post(`${BASE_URL}/newsletter/unsubscribe/tok-1`, async ({ request }) => {
        sent = { method: request.method, body: await request.text() };
        return HttpResponse.json(unsubscribed);
      }),
    );
    expect(await succeed(unsubscribeFromNewsletter(testClient().client, 'tok-1', UNABORTED))).toEqual(unsubscribed);
    expect(sent).toEqual({ method: 'POST', body: '' });
    server.use(
      http.post(`${BASE_URL}/newsletter/unsubscribe/nope`, () =>
        HttpResponse.json({ success: false, message: 'Invalid unsubscribe link' }, { status: 400 }),
      ),
    );
    expect(plain(await fail(unsubscribeFromNewsletter(testClient().client, 'nope', UNABORTED)))).toMatchObject({
      _tag: 'Rejected',
      status: 400,
      message: 'Invalid unsubscribe link',
    });
  });

  it('confirms a subscription with the mailed token, and gives a refused link as Rejected 400 with the server message', async () => {
    const confirmed = { success: true, message: "Your subscription is confirmed. Thanks for joining the studio's newsletter!" };
    let sent: unknown;
    server.use(
      http.post(`${BASE_URL}/newsletter/confirm`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(confirmed);
      }),
    );
    expect(await succeed(confirmNewsletterSubscription(testClient().client, 'tok-1', UNABORTED))).toEqual(confirmed);
    expect(sent).toEqual({ token: 'tok-1' });
    server.use(
      http.post(`${BASE_URL}/newsletter/confirm`, () =>
        HttpResponse.json({ success: false, message: 'Invalid or expired confirmation link' }, { status: 400 }),
      ),
    );
    expect(plain(await fail(confirmNewsletterSubscription(testClient().client, 'used', UNABORTED)))).toMatchObject({
      _tag: 'Rejected',
      status: 400,
      message: 'Invalid or expired confirmation link',
    });
  });

  it('gives a refused email as Rejected 400 with the server message', async () => {
    server.use(
      http.post(`${BASE_URL}/newsletter/subscribe`, () =>
        HttpResponse.json({ success: false, message: 'Please enter a valid email address' }, { status: 400 }),
      ),
    );
    expect(plain(await fail(subscribeToNewsletter(testClient().client, { email: 'ada@example' }, UNABORTED)))).toEqual({
      _tag: 'Rejected',
      status: 400,
      message: 'Please enter a valid email address',
    });
  });

  it('gives a throttled subscribe as Rejected 429 with the server message, sent once', async () => {
    let calls = 0;
    server.use(
      http.post(`${BASE_URL}/newsletter/subscribe`, () => {
        calls += 1;
        return HttpResponse.json(
          { success: false, message: 'Too many subscribe attempts. Please try again in a few minutes.' },
          { status: 429, headers: { 'Retry-After': '900' } },
        );
      }),
    );
    expect(plain(await fail(subscribeToNewsletter(testClient().client, subscription, UNABORTED)))).toEqual({
      _tag: 'Rejected',
      status: 429,
      message: 'Too many subscribe attempts. Please try again in a few minutes.',
    });
    expect(calls).toBe(1);
  });
});
