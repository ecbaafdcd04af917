import { assign, emit, fromPromise, setup } from 'xstate';
import type { components } from '../../api/schema.gen.ts';
import { CONTACT_MESSAGE_MAX_LENGTH, validateContact, type ContactForm } from '../../domain/validation/contact.ts';
import type { AppEffect } from '../app-effects.ts';
import { failureField, failureMessage } from '../request-failure.ts';
import { unprovided } from '../unprovided.ts';

type ContactSubmitResponse = components['schemas']['ContactSubmitResponse'];

export const CONTACT_SENT = 'Message sent successfully!';
export const CONTACT_SERVER_FAILURE = 'Something went wrong';
export const CONTACT_REQUEST_FAILED = 'Failed to send message. Try again.';

export type ContactField = keyof ContactForm;

export type ContactFormEvent =
  { type: 'field.change'; field: ContactField; value: string } | { type: 'form.submit' } | { type: 'form.reset' };

const EMPTY: ContactForm = { name: '', email: '', phone: '', subject: '', message: '' };

/** A 2xx answer saying success false is the server reporting failure; anything else failed on the way. */
export function contactFailure(error: unknown): string {
  const status = failureField(error, 'status');
  if (typeof status === 'number' && status >= 200 && status < 300) return CONTACT_SERVER_FAILURE;
  return failureMessage(error, CONTACT_REQUEST_FAILED);
}

/**
 * The contact form: editing, sending (fields and button disabled), then sent with
 * the reference id, or back to editing with a toast. Each failed check is a toast, in order.
 */
export const contactFormMachine = setup({
  types: {
    context: {} as { form: ContactForm; referenceId: string },
    events: {} as ContactFormEvent,
    /** subject: the form opens with it filled in (a booking asked through the contact form). */
    input: {} as { subject?: string },
    emitted: {} as AppEffect,
  },
  actors: {
    submit: fromPromise<ContactSubmitResponse, ContactForm>(() => unprovided('submit')),
  },
  guards: {
    contactFormIsInvalid: ({ context }) => validateContact(context.form) !== null,
  },
}).createMachine({
  id: 'contactForm',
  context: ({ input }) => ({ form: { ...EMPTY, subject: input.subject ?? '' }, referenceId: '' }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        // The message box caps input at 2000 characters.
        'field.change': {
          actions: assign({
            form: ({ context, event }) => ({
              ...context.form,
              [event.field]: event.field === 'message' ? event.value.slice(0, CONTACT_MESSAGE_MAX_LENGTH) : event.value,
            }),
          }),
        },
        'form.submit': [
          {
            guard: 'contactFormIsInvalid',
            actions: emit(({ context }) => ({ type: 'toast', kind: 'error', message: validateContact(context.form) ?? '' }) as const),
          },
          { target: 'sending' },
        ],
      },
    },
    sending: {
      invoke: {
        src: 'submit',
        input: ({ context }) => context.form,
        onDone: {
          target: 'sent',
          actions: [
            assign({ referenceId: ({ event }) => event.output.referenceId, form: EMPTY }),
            emit({ type: 'toast', kind: 'success', message: CONTACT_SENT } as const),
          ],
        },
        onError: {
          target: 'editing',
          actions: emit(({ event }) => ({ type: 'toast', kind: 'error', message: contactFailure(event.error) }) as const),
        },
      },
    },
    sent: {
      on: { 'form.reset': { target: 'editing', actions: assign({ referenceId: '' }) } },
    },
  },
});
