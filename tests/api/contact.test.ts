import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { submitContactMessage } from '../../src/api/contact.ts';
import { messageOr } from '../../src/api/errors.ts';
import { apiCase, describeApiCases } from './support/api-cases.ts';
import { BASE_URL, fail, server, testClient, useMockServer, UNABORTED } from './support/server.ts';

useMockServer();

const message = {
  name: 'Tunde Bakare',
  email: 'tunde@example.ng',
  phone: '+234 809 555 0101',
  subject: 'Family portrait session',
  message: 'Do you have a slot on Saturday?',
};
const received = { success: true, message: 'Message sent successfully!', referenceId: 'MSG-20250314-7K2Q' };

describeApiCases('contact', [
  apiCase({
    name: 'submitContactMessage',
    method: 'post',
    path: '/contact/submit',
    run: (client) => submitContactMessage(client, message, UNABORTED),
    status: 201,
    answer: received,
    expected: received,
    kind: 'mutation',
    sentBody: message,
  }),
]);

describe('contact specifics', () => {
  it("gives a failure without a message the spec's fallback", async () => {
    server.use(http.post(`${BASE_URL}/contact/submit`, () => HttpResponse.json({ success: false }, { status: 200 })));
    const error = await fail(submitContactMessage(testClient().client, message, UNABORTED));
    expect(messageOr(error, 'Something went wrong')).toBe('Something went wrong');
  });

  it('gives a throttled send as Rejected 429 with the server message', async () => {
    server.use(
      http.post(`${BASE_URL}/contact/submit`, () =>
        HttpResponse.json({ success: false, message: 'Too many messages. Please try again later.' }, { status: 429 }),
      ),
    );
    const error = await fail(submitContactMessage(testClient().client, message, UNABORTED));
    expect(messageOr(error, 'Failed to send message. Try again.')).toBe('Too many messages. Please try again later.');
  });
});
