import { fromPromise } from 'xstate';
import { authFormMachine } from './auth-form.machine.ts';
import { emailVerificationMachine } from './email-verification.machine.ts';
import { forgotPasswordMachine } from './forgot-password.machine.ts';
import { resetPasswordMachine } from './reset-password.machine.ts';

// The account machines wired to the real API. Their toasts and navigation leave as AppEffects
// (useScreenActor forwards them); a login goes to the session they get in their input.

const api = async () => (await import('./auth.requests.ts')).requests;

export const liveAuthFormMachine = authFormMachine.provide({
  actors: {
    login: fromPromise(async ({ input, signal }) => (await api()).login(input, signal)),
    register: fromPromise(async ({ input, signal }) => (await api()).register(input, signal)),
    resendVerification: fromPromise(async ({ input, signal }) => (await api()).resendVerification(input.email, signal)),
  },
});

export const liveForgotPasswordMachine = forgotPasswordMachine.provide({
  actors: {
    requestReset: fromPromise(async ({ input, signal }) => (await api()).requestReset(input.email, signal)),
  },
});

export const liveResetPasswordMachine = resetPasswordMachine.provide({
  actors: {
    verifyToken: fromPromise(async ({ input, signal }) => (await api()).verifyResetToken(input.token, signal)),
    resetPassword: fromPromise(async ({ input, signal }) => (await api()).resetPassword(input, signal)),
  },
});

export const liveEmailVerificationMachine = emailVerificationMachine.provide({
  actors: {
    verifyEmail: fromPromise(async ({ input, signal }) => (await api()).verifyEmail(input.token, signal)),
  },
});
