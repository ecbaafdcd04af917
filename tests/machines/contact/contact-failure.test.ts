import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { contactFailure, contactFormMachine } from '../../../src/machines/contact/contact-form.machine.ts';
import { contactFormView } from '../../../src/machines/contact/contact-form.view.ts';

// Only a 2xx answer (200..299, a number) is the server's 'Something went wrong'.
describe('contactFailure', () => {
  it('is the request fallback (not a crash) for null, undefined, a string and a number', () => {
    expect(contactFailure(null)).toBe('Failed to send message. Try again.');
    expect(contactFailure(undefined)).toBe('Failed to send message. Try again.');
    expect(contactFailure('offline')).toBe('Failed to send message. Try again.');
    expect(contactFailure(204)).toBe('Failed to send message. Try again.');
  });

  it.each([
    [200, 'Something went wrong'],
    [299, 'Something went wrong'],
    [199, 'Nope'],
    [300, 'Nope'],
    [429, 'Nope'],
  ])('status %i gives %j', (status, message) => {
    expect(contactFailure({ _tag: 'Rejected', status, message: 'Nope' })).toBe(message);
  });

  it('a status that is not a number is not a 2xx answer', () => {
    expect(contactFailure({ _tag: 'Rejected', status: '204', message: 'Nope' })).toBe('Nope');
    expect(contactFailure({ _tag: 'Rejected', message: 'Nope' })).toBe('Nope');
  });
});

describe('contact form fields', () => {
  it('caps only the message at 2000 characters: other fields keep what is typed', () => {
    const actor = createActor(contactFormMachine, { input: {} }).start();
    const long = 'b'.repeat(2100);
    actor.send({ type: 'field.change', field: 'name', value: long });
    actor.send({ type: 'field.change', field: 'subject', value: long });
    const { form } = contactFormView(actor.getSnapshot());
    expect(form.name).toBe(long);
    expect(form.subject).toBe(long);
  });
});
