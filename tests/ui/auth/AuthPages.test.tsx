import { render, screen } from '@testing-library/react';
import { useActorRef } from '@xstate/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { Network, NotFound, Rejected } from '../../../src/api/errors.ts';
import { authFormMachine } from '../../../src/machines/auth/auth-form.machine.ts';
import { emailVerificationMachine } from '../../../src/machines/auth/email-verification.machine.ts';
import { forgotPasswordMachine } from '../../../src/machines/auth/forgot-password.machine.ts';
import { resetPasswordMachine } from '../../../src/machines/auth/reset-password.machine.ts';
import { ForgotPasswordPage } from '../../../src/ui/auth/ForgotPasswordPage.tsx';
import { LoginPage } from '../../../src/ui/auth/LoginPage.tsx';
import { ResetPasswordPage } from '../../../src/ui/auth/ResetPasswordPage.tsx';
import { VerifyEmailPage } from '../../../src/ui/auth/VerifyEmailPage.tsx';
import { ada } from '../../machines/fixtures/user.ts';

const ok = { success: true, message: 'ok' };
// A request that is still under way when the test looks.
const pending = <T,>() => new Promise<T>(() => {});
// The pages render the actor their route creates (useScreenActor); here a plain one stands in.
function Login({ machine }: { readonly machine: typeof authFormMachine }) {
  return <LoginPage actor={useActorRef(machine, { input: {} })} />;
}
function Forgot({ machine }: { readonly machine: typeof forgotPasswordMachine }) {
  return <ForgotPasswordPage actor={useActorRef(machine)} />;
}
function Reset({ machine, token }: { readonly machine: typeof resetPasswordMachine; readonly token: string }) {
  return <ResetPasswordPage actor={useActorRef(machine, { input: { token } })} />;
}
function Verify({ machine, token }: { readonly machine: typeof emailVerificationMachine; readonly token: string }) {
  return <VerifyEmailPage actor={useActorRef(machine, { input: { token } })} />;
}

const inRouter = (ui: React.ReactNode) => render(<MemoryRouter>{ui}</MemoryRouter>);

describe('LoginPage', () => {
  it('shows the login form with links to recover a password and go home', () => {
    inRouter(<Login machine={authFormMachine} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login', pressed: true })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.queryByLabelText('Full name')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('switches to Sign Up with name and confirmation fields, and shows the password on request', async () => {
    inRouter(<Login machine={authFormMachine} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up', pressed: false }));
    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm password')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
  });

  it('after registering shows the verify-email message and offers to resend it', async () => {
    const machine = authFormMachine.provide({
      actors: { register: fromPromise(async () => ok), resendVerification: fromPromise(async () => ok) },
      delays: { debounce: 0 },
    });
    inRouter(<Login machine={machine} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    await userEvent.type(screen.getByLabelText('Full name'), 'Ada Obi');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'secret1');
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Verify your email' })).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend Verification Email' })).toBeEnabled();
  });

  it('offers Resend Verification Email when the server says the email is unverified', async () => {
    const machine = authFormMachine.provide({
      actors: { login: fromPromise(() => Promise.reject(new Rejected({ status: 403, message: 'Verify first', needEmailVerification: true }))) },
      delays: { debounce: 0 },
    });
    inRouter(<Login machine={machine} />);
    expect(screen.queryByRole('button', { name: 'Resend Verification Email' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'Resend Verification Email' })).toBeInTheDocument();
  });
});

describe('ForgotPasswordPage', () => {
  it("shows 'Sending...' while sending, then 'Check Your Email'; 'Resend reset link' returns to the form", async () => {
    let answer: (value: typeof ok) => void = () => {};
    const machine = forgotPasswordMachine.provide({
      actors: { requestReset: fromPromise(() => new Promise<typeof ok>((resolve) => (answer = resolve))) },
    });
    inRouter(<Forgot machine={machine} />);
    await userEvent.type(screen.getByLabelText('Email'), 'Ada@Example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    answer(ok);
    expect(await screen.findByRole('heading', { name: 'Check Your Email' })).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Resend reset link' }));
    expect(screen.getByLabelText('Email')).toHaveValue('Ada@Example.com');
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  });
});

describe('ResetPasswordPage', () => {
  it('shows a spinner while the link is checked', () => {
    const machine = resetPasswordMachine.provide({ actors: { verifyToken: fromPromise(() => pending<{ name: string }>()) } });
    inRouter(<Reset machine={machine} token="t" />);
    expect(screen.getByRole('status')).toHaveTextContent('Verifying your reset link...');
  });

  it('shows the invalid-link screen with its two ways out', async () => {
    const machine = resetPasswordMachine.provide({ actors: { verifyToken: fromPromise(() => Promise.reject(new NotFound({ message: 'gone' }))) } });
    inRouter(<Reset machine={machine} token="t" />);
    expect(await screen.findByRole('heading', { name: 'Invalid Reset Link' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request New Reset Link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  });

  it("greets the user by name and shows 'Resetting Password...' while saving", async () => {
    const machine = resetPasswordMachine.provide({
      actors: { verifyToken: fromPromise(async () => ({ name: ada.name })), resetPassword: fromPromise(() => pending<typeof ok>()) },
    });
    inRouter(<Reset machine={machine} token="t" />);
    expect(await screen.findByRole('heading', { name: 'Create New Password' })).toBeInTheDocument();
    expect(screen.getByText(/Hello Ada Obi/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('New password'), 'NewPassw0rd');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'NewPassw0rd');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByRole('button', { name: 'Resetting Password...' })).toBeDisabled();
  });
});

describe('VerifyEmailPage', () => {
  it("shows 'Verifying your email...' while loading", () => {
    const machine = emailVerificationMachine.provide({ actors: { verifyEmail: fromPromise(() => pending<typeof ok>()) } });
    inRouter(<Verify machine={machine} token="t" />);
    expect(screen.getByRole('status')).toHaveTextContent('Verifying your email...');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it("shows 'Email verified successfully!' and a 'Go to Login' button on success", async () => {
    const machine = emailVerificationMachine.provide({ actors: { verifyEmail: fromPromise(async () => ({ ...ok, message: '' })) } });
    inRouter(<Verify machine={machine} token="t" />);
    expect(await screen.findByText('Email verified successfully!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
  });

  it("shows 'Verification failed.' and the advice on error", async () => {
    const machine = emailVerificationMachine.provide({ actors: { verifyEmail: fromPromise(() => Promise.reject(new Network({ cause: 'x' }))) } });
    inRouter(<Verify machine={machine} token="t" />);
    expect(await screen.findByText('Verification failed.')).toBeInTheDocument();
    expect(screen.getByText('Please try again or request a new verification email.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to Login' })).not.toBeInTheDocument();
  });
});
