import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type EventFromLogic } from 'xstate';
import type { ContactForm } from '../../../src/domain/validation/contact.ts';
import { contactFormMachine } from '../../../src/machines/contact/contact-form.machine.ts';
import { contactFormView } from '../../../src/machines/contact/contact-form.view.ts';
import { settle } from '../shared/support.ts';

const GOOD: ContactForm = {
  name: 'Tunde',
  email: 'tunde@example.ng',
  phone: '+234 809 555 0101',
  subject: 'Portraits',
  message: 'Any slot on Saturday?',
};

function contact(
  submit: (form: ContactForm) => Promise<{ success: boolean; message: string; referenceId: string }> = () =>
    Promise.resolve({ success: true, message: 'ok', referenceId: 'MSG-20261120-7K2Q' }),
) {
  const sent: ContactForm[] = [];
  const machine = contactFormMachine.provide({
    actors: {
      submit: fromPromise(({ input }: { input: ContactForm }) => {
        sent.push(input);
        return submit(input);
      }),
    },
  });
  const actor = createActor(machine, { input: {} });
  const toasts: string[] = [];
  actor.on('toast', (effect) => toasts.push(`${effect.kind}: ${effect.message}`));
  actor.start();
  const fill = (form: Partial<ContactForm>) => {
    for (const [field, value] of Object.entries(form)) actor.send({ type: 'field.change', field: field as keyof ContactForm, value });
  };
  return { actor, sent, toasts, fill, view: () => contactFormView(actor.getSnapshot()) };
}

describe('contact form machine', () => {
  it.each<[Partial<ContactForm>, string]>([
    [{ name: '  ' }, 'Name is required'],
    [{ name: '', email: '' }, 'Name is required'],
    [{ email: '' }, 'Email is required'],
    [{ email: 'tunde@', phone: '' }, 'Please enter a valid email address'],
    [{ phone: '' }, 'Phone number is required'],
    [{ subject: ' ' }, 'Subject is required'],
    [{ message: '' }, 'Message is required'],
  ])("checks in the form's order and stops at the first failure: %j gives %s", (overrides, message) => {
    const { actor, fill, sent, toasts, view } = contact();
    fill({ ...GOOD, ...overrides });
    actor.send({ type: 'form.submit' });
    expect(toasts).toEqual([`error: ${message}`]);
    expect(sent).toEqual([]);
    expect(view()).toMatchObject({ sending: false, sent: false, submitLabel: 'Send Message' });
  });

  it('opens with the subject it was given (a booking asked through the contact form), else empty; a reset empties it', async () => {
    const booking = createActor(contactFormMachine, { input: { subject: 'Booking: Portrait Photography Session' } }).start();
    expect(contactFormView(booking.getSnapshot()).form).toEqual({
      name: '',
      email: '',
      phone: '',
      subject: 'Booking: Portrait Photography Session',
      message: '',
    });
    expect(contact().view().form.subject).toBe('');
    const { actor, fill, view } = contact();
    fill(GOOD);
    actor.send({ type: 'form.submit' });
    await settle();
    actor.send({ type: 'form.reset' });
    expect(view().form.subject).toBe('');
  });

  it('caps the message at 2000 characters and counts them', () => {
    const { fill, view } = contact();
    fill({ message: 'a'.repeat(1999) });
    expect(view().messageCount).toBe('1999/2000');
    fill({ message: 'a'.repeat(2500) });
    expect(view().messageCount).toBe('2000/2000');
    expect(view().form.message).toHaveLength(2000);
  });

  it("sends, reads 'Sending...' meanwhile, then shows the reference id and 'Message sent successfully!'", async () => {
    const { actor, fill, sent, toasts, view } = contact();
    expect(view()).toMatchObject({ sent: false, referenceId: '' });
    fill(GOOD);
    actor.send({ type: 'form.submit' });
    expect(view()).toMatchObject({ sending: true, submitLabel: 'Sending...' });
    // Fields are disabled while sending: an edit is ignored.
    actor.send({ type: 'field.change', field: 'name', value: 'Changed' });
    expect(view().form.name).toBe('Tunde');
    await settle();
    expect(sent).toEqual([GOOD]);
    expect(toasts).toEqual(['success: Message sent successfully!']);
    expect(view()).toMatchObject({ sent: true, referenceId: 'MSG-20261120-7K2Q', form: { name: '', message: '' } });
    actor.send({ type: 'form.reset' });
    expect(view()).toMatchObject({ sent: false, referenceId: '', messageCount: '0/2000' });
  });

  it.each([
    ['a 2xx answer saying success false', { _tag: 'Rejected', status: 200, message: 'Nope' }, 'Something went wrong'],
    [
      'a refusal with the server’s message',
      { _tag: 'Rejected', status: 429, message: 'Too many messages. Please try again in a few minutes.' },
      'Too many messages. Please try again in a few minutes.',
    ],
    ['a network failure', { _tag: 'Network', cause: new Error('offline') }, 'Failed to send message. Try again.'],
  ])('goes back to editing with the form kept after %s', async (_case, error, message) => {
    const { actor, fill, toasts, view } = contact(() => Promise.reject(error));
    fill(GOOD);
    actor.send({ type: 'form.submit' });
    await settle();
    expect(toasts).toEqual([`error: ${message}`]);
    expect(view()).toMatchObject({ sending: false, sent: false, form: GOOD });
  });

  it('reaches editing, sending and sent, and sends only a valid form (model-based)', () => {
    const events = [
      { type: 'field.change', field: 'name', value: 'Tunde' },
      { type: 'field.change', field: 'email', value: 'tunde@example.ng' },
      { type: 'field.change', field: 'phone', value: '1' },
      { type: 'field.change', field: 'subject', value: 's' },
      { type: 'field.change', field: 'message', value: 'm' },
      { type: 'form.submit' },
      { type: 'form.reset' },
      { type: 'xstate.done.actor.0.contactForm.sending', output: { success: true, message: 'ok', referenceId: 'R' } },
      { type: 'xstate.error.actor.0.contactForm.sending', error: new Error('x') },
    ] as unknown as EventFromLogic<typeof contactFormMachine>[];
    const paths = getShortestPaths(contactFormMachine, {
      events,
      input: {},
      serializeState: (state) => `${String(state.value)} ${JSON.stringify(state.context)}`,
    });
    expect(new Set(paths.map((path) => String(path.state.value)))).toEqual(new Set(['editing', 'sending', 'sent']));
    for (const path of paths.filter((candidate) => candidate.state.matches('sending'))) {
      expect(Object.values(path.state.context.form).every((value) => value !== '')).toBe(true);
    }
  });
});
