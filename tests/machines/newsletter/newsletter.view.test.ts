import { describe, expect, it } from 'vitest';
import { newsletterMachine } from '../../../src/machines/newsletter/newsletter.machine.ts';
import { newsletterView } from '../../../src/machines/newsletter/newsletter.view.ts';

// The view from fixed snapshots: the state and context are set, not reached by events.
const view = (value: 'editing' | 'subscribing' | 'subscribed' | 'failed', email: string, message: string) =>
  newsletterView(newsletterMachine.resolveState({ value, context: { email, message } }));

describe('newsletterView', () => {
  it('starts with nothing to say and Subscribe enabled', () => {
    expect(view('editing', '', '')).toEqual({
      email: '',
      subscribing: false,
      submitLabel: 'Subscribe',
      thanks: '',
      problem: '',
      emailInvalid: false,
    });
  });

  it('shows an email problem as a problem with the field marked invalid', () => {
    expect(view('editing', 'ada@example', 'Please enter a valid email address')).toEqual({
      email: 'ada@example',
      subscribing: false,
      submitLabel: 'Subscribe',
      thanks: '',
      problem: 'Please enter a valid email address',
      emailInvalid: true,
    });
  });

  it("says 'Subscribing...' while the request runs", () => {
    expect(view('subscribing', 'ada@example.ng', '')).toEqual({
      email: 'ada@example.ng',
      subscribing: true,
      submitLabel: 'Subscribing...',
      thanks: '',
      problem: '',
      emailInvalid: false,
    });
  });

  it('shows the thank-you as thanks, not as a problem', () => {
    expect(view('subscribed', '', 'Thanks for subscribing!')).toEqual({
      email: '',
      subscribing: false,
      submitLabel: 'Subscribe',
      thanks: 'Thanks for subscribing!',
      problem: '',
      emailInvalid: false,
    });
  });

  it('shows a failed request as a problem without blaming the email', () => {
    expect(view('failed', 'ada@example.ng', 'Too many attempts. Please wait a few minutes and try again.')).toEqual({
      email: 'ada@example.ng',
      subscribing: false,
      submitLabel: 'Subscribe',
      thanks: '',
      problem: 'Too many attempts. Please wait a few minutes and try again.',
      emailInvalid: false,
    });
  });
});
