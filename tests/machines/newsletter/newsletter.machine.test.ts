import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { Network, Rejected, Unexpected } from '../../../src/api/errors.ts';
import { newsletterMachine } from '../../../src/machines/newsletter/newsletter.machine.ts';

type Answer = { success: boolean; message: string };

const subscribed: Answer = { success: true, message: 'Almost there! Open the link we emailed you to confirm your subscription.' };

/** A machine whose requests wait until the test answers them, one by one. */
function start() {
  const sent: string[] = [];
  const pending: Array<{ resolve: (answer: Answer) => void; reject: (error: unknown) => void }> = [];
  const actor = createActor(
    newsletterMachine.provide({
      actors: {
        subscribe: fromPromise(
          ({ input }) =>
            new Promise<Answer>((resolve, reject) => {
              sent.push(input.email);
              pending.push({ resolve, reject });
            }),
        ),
      },
    }),
  ).start();
  const state = () => {
    const snapshot = actor.getSnapshot();
    return { value: snapshot.value, ...snapshot.context };
  };
  const submit = (email: string) => {
    actor.send({ type: 'email.change', value: email });
    actor.send({ type: 'form.submit' });
  };
  const last = () => pending[pending.length - 1];
  return { actor, sent, state, submit, last };
}

describe('newsletterMachine', () => {
  it('starts with an empty form and nothing to say', () => {
    expect(start().state()).toEqual({ value: 'editing', email: '', message: '' });
  });

  it('keeps what is typed', () => {
    const { actor, state } = start();
    actor.send({ type: 'email.change', value: 'ada@exa' });
    expect(state()).toEqual({ value: 'editing', email: 'ada@exa', message: '' });
  });

  it.each([
    ['', 'Please enter your email address'],
    ['   ', 'Please enter your email address'],
    ['ada@example', 'Please enter a valid email address'],
  ])('refuses %j with %j and sends nothing', (email, message) => {
    const { state, submit, sent } = start();
    submit(email);
    expect(state()).toEqual({ value: 'editing', email, message });
    expect(sent).toEqual([]);
  });

  it('clears the email problem as soon as the email changes', () => {
    const { actor, state, submit } = start();
    submit('ada@example');
    actor.send({ type: 'email.change', value: 'ada@example.ng' });
    expect(state()).toEqual({ value: 'editing', email: 'ada@example.ng', message: '' });
  });

  it('sends the trimmed, lower-cased email, ignoring typing and submits while it is sent', () => {
    const { actor, state, submit, sent } = start();
    submit('  Ada@Example.NG ');
    expect(state()).toEqual({ value: 'subscribing', email: '  Ada@Example.NG ', message: '' });
    actor.send({ type: 'email.change', value: 'other@example.ng' });
    actor.send({ type: 'form.submit' });
    expect(state()).toEqual({ value: 'subscribing', email: '  Ada@Example.NG ', message: '' });
    expect(sent).toEqual(['ada@example.ng']);
  });

  it("on success shows the server's thank-you and clears the form", async () => {
    const { state, submit, last } = start();
    submit('ada@example.ng');
    last()?.resolve(subscribed);
    await vi.waitFor(() => expect(state().value).toBe('subscribed'));
    expect(state()).toEqual({
      value: 'subscribed',
      email: '',
      message: 'Almost there! Open the link we emailed you to confirm your subscription.',
    });
  });

  it('shows the already-subscribed answer the same way', async () => {
    const { state, submit, last } = start();
    submit('ada@example.ng');
    last()?.resolve({ success: true, message: "You're already on our list. Thanks for staying in touch!" });
    await vi.waitFor(() => expect(state().value).toBe('subscribed'));
    expect(state().message).toBe("You're already on our list. Thanks for staying in touch!");
  });

  it('thanks in its own words when the server gave no message', async () => {
    const { state, submit, last } = start();
    submit('ada@example.ng');
    last()?.resolve({ success: true, message: ' ' });
    await vi.waitFor(() =>
      expect(state()).toEqual({ value: 'subscribed', email: '', message: 'Almost there! Check your inbox to confirm your subscription.' }),
    );
  });

  it.each([
    [
      'a refusal with a message',
      'Please enter a valid email address',
      new Rejected({ status: 400, message: 'Please enter a valid email address' }),
    ],
    [
      'a throttled answer with a message',
      'Too many subscribe attempts. Please try again in a few minutes.',
      new Rejected({ status: 429, message: 'Too many subscribe attempts. Please try again in a few minutes.' }),
    ],
    [
      'a throttled answer without a message',
      'Too many attempts. Please wait a few minutes and try again.',
      new Rejected({ status: 429, message: '' }),
    ],
    [
      'a server error without a message',
      'Sorry, we could not subscribe you right now. Please try again.',
      new Unexpected({ status: 500, message: '' }),
    ],
    ['no answer at all', 'Sorry, we could not subscribe you right now. Please try again.', new Network({ cause: 'offline' })],
  ])('on %s says %j and keeps the email', async (_, message, error) => {
    const { state, submit, last } = start();
    submit('Ada@Example.ng');
    last()?.reject(error);
    await vi.waitFor(() => expect(state().value).toBe('failed'));
    expect(state()).toEqual({ value: 'failed', email: 'Ada@Example.ng', message });
  });

  it('after a failure, Subscribe sends the kept email again', async () => {
    const { actor, state, submit, last, sent } = start();
    submit('ada@example.ng');
    last()?.reject(new Network({ cause: 'offline' }));
    await vi.waitFor(() => expect(state().value).toBe('failed'));
    actor.send({ type: 'form.submit' });
    expect(state()).toEqual({ value: 'subscribing', email: 'ada@example.ng', message: '' });
    expect(sent).toEqual(['ada@example.ng', 'ada@example.ng']);
    last()?.resolve(subscribed);
    await vi.waitFor(() => expect(state().value).toBe('subscribed'));
  });

  it('after a failure, typing goes back to editing without the message', async () => {
    const { actor, state, submit, last } = start();
    submit('ada@example.ng');
    last()?.reject(new Network({ cause: 'offline' }));
    await vi.waitFor(() => expect(state().value).toBe('failed'));
    actor.send({ type: 'email.change', value: 'ada@example.com' });
    expect(state()).toEqual({ value: 'editing', email: 'ada@example.com', message: '' });
  });

  it('after subscribing, typing starts a new address and an empty submit asks for one', async () => {
    const { actor, state, submit, last } = start();
    submit('ada@example.ng');
    last()?.resolve(subscribed);
    await vi.waitFor(() => expect(state().value).toBe('subscribed'));
    actor.send({ type: 'form.submit' });
    expect(state()).toEqual({ value: 'editing', email: '', message: 'Please enter your email address' });

    submit('tunde@example.ng');
    last()?.resolve(subscribed);
    await vi.waitFor(() => expect(state().value).toBe('subscribed'));
    actor.send({ type: 'email.change', value: 'b' });
    expect(state()).toEqual({ value: 'editing', email: 'b', message: '' });
  });

  it('never shows the words of an error that is not an answer (a request module that failed to load)', async () => {
    const { state, submit, last } = start();
    submit('ada@example.ng');
    last()?.reject(new TypeError('Failed to fetch dynamically imported module: /assets/newsletter.requests-x1.js'));
    await vi.waitFor(() => expect(state().value).toBe('failed'));
    expect(state().message).toBe('Sorry, we could not subscribe you right now. Please try again.');
  });

  it('without a provided request, fails with the fallback instead of hanging', async () => {
    const actor = createActor(newsletterMachine).start();
    actor.send({ type: 'email.change', value: 'ada@example.ng' });
    actor.send({ type: 'form.submit' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('failed'));
    expect(actor.getSnapshot().context.message).toBe('Sorry, we could not subscribe you right now. Please try again.');
  });
});
