import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AuthFormEvent } from '../../../src/machines/auth/auth-form.machine.ts';
import type { AuthFormView } from '../../../src/machines/auth/auth-form.view.ts';
import type { EmailVerificationView } from '../../../src/machines/auth/email-verification.view.ts';
import type { ForgotPasswordEvent } from '../../../src/machines/auth/forgot-password.machine.ts';
import type { ForgotPasswordView } from '../../../src/machines/auth/forgot-password.view.ts';
import type { ResetPasswordEvent } from '../../../src/machines/auth/reset-password.machine.ts';
import type { ResetPasswordView } from '../../../src/machines/auth/reset-password.view.ts';
import { ForgotPasswordPage } from '../../../src/ui/auth/ForgotPasswordPage.tsx';
import { LoginPage } from '../../../src/ui/auth/LoginPage.tsx';
import { ResetPasswordPage } from '../../../src/ui/auth/ResetPasswordPage.tsx';
import { VerifyEmailPage } from '../../../src/ui/auth/VerifyEmailPage.tsx';
import { axeViolations } from '../shop/support.tsx';

// The pages render fixed view models (the rules that make them are tested with the machines'
// views in tests/machines/auth) and report what they send.
const inRouter = (ui: React.ReactNode) => render(<MemoryRouter>{ui}</MemoryRouter>);

const login: AuthFormView = {
  screen: 'form',
  mode: 'login',
  heading: 'Welcome back',
  switchMode: { to: 'signUp', prompt: "Don't have an account?", label: 'Sign Up' },
  fields: { name: '', email: 'ada@example.com', password: 'secret1', confirmPassword: '' },
  signUpFields: false,
  passwordAutoComplete: 'current-password',
  submitting: false,
  submitLabel: 'Login',
  resend: null,
};

const signUp: AuthFormView = {
  ...login,
  mode: 'signUp',
  heading: 'Create your account',
  switchMode: { to: 'login', prompt: 'Already have an account?', label: 'Login' },
  fields: { name: 'Ada Obi', email: 'ada@example.com', password: 'secret1', confirmPassword: 'secret1' },
  signUpFields: true,
  passwordAutoComplete: 'new-password',
  submitLabel: 'Sign Up',
};

function renderLogin(view: AuthFormView) {
  const sent: AuthFormEvent[] = [];
  inRouter(<LoginPage view={view} send={(event) => sent.push(event)} />);
  return sent;
}

describe('LoginPage', () => {
  it('shows the login form with its values and links to recover a password and go home', async () => {
    renderLogin(login);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    // Each name on one button only: the submit says the mode, the switch offers the other one.
    expect(screen.getByRole('button', { name: 'Login' })).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('button', { name: 'Sign Up' })).toHaveAttribute('type', 'button');
    expect(screen.getByText("Don't have an account?")).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    // A loose label lookup finds the field alone: the show/hide toggle is named by its text.
    expect(screen.getAllByLabelText(/password/i)).toEqual([screen.getByLabelText('Password')]);
    expect(screen.queryByLabelText('Full name')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Confirm password')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend Verification Email' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('sends what is typed, the mode pressed, and the submit on Enter', async () => {
    const sent = renderLogin({ ...login, fields: { ...login.fields, email: '' } });
    await userEvent.type(screen.getByLabelText('Email'), 'a{Enter}');
    await userEvent.type(screen.getByLabelText('Password'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(sent).toEqual([
      { type: 'field.change', field: 'email', value: 'a' },
      { type: 'form.submit' },
      { type: 'field.change', field: 'password', value: 'secret1x' },
      { type: 'mode.change', mode: 'signUp' },
    ]);
  });

  it('shows Sign Up with name and confirmation fields, and shows the password on request', async () => {
    const sent = renderLogin(signUp);
    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toHaveValue('Ada Obi');
    expect(screen.getByLabelText('Confirm password')).toHaveValue('secret1');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByRole('button', { name: 'Sign Up' })).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('button', { name: 'Login' })).toHaveAttribute('type', 'button');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Full name'), '!');
    await userEvent.type(screen.getByLabelText('Confirm password'), '!');
    expect(sent).toEqual([
      { type: 'mode.change', mode: 'login' },
      { type: 'field.change', field: 'name', value: 'Ada Obi!' },
      { type: 'field.change', field: 'confirmPassword', value: 'secret1!' },
    ]);
  });

  it("waits with 'Please wait...' on a disabled submit button", () => {
    renderLogin({ ...login, submitting: true, submitLabel: 'Please wait...' });
    expect(screen.getByRole('button', { name: 'Please wait...' })).toBeDisabled();
  });

  it('offers Resend Verification Email under the form when the view offers it', async () => {
    const sent = renderLogin({ ...login, resend: { sending: false, label: 'Resend Verification Email' } });
    await userEvent.click(screen.getByRole('button', { name: 'Resend Verification Email' }));
    expect(sent).toEqual([{ type: 'verification.resend' }]);
  });

  it('shows the verify-email message with the address, Go to Login and the resend button', async () => {
    const sent = renderLogin({ ...signUp, screen: 'verifyEmail', resend: { sending: false, label: 'Resend Verification Email' } });
    expect(screen.getByRole('heading', { level: 1, name: 'Verify your email' })).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to Login' }));
    await userEvent.click(screen.getByRole('button', { name: 'Resend Verification Email' }));
    expect(sent).toEqual([{ type: 'mode.change', mode: 'login' }, { type: 'verification.resend' }]);
  });

  it("disables the resend button while it says 'Sending...'", () => {
    renderLogin({ ...signUp, screen: 'verifyEmail', resend: { sending: true, label: 'Sending...' } });
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  });
});

const forgotForm: ForgotPasswordView = {
  screen: 'form',
  email: 'Ada@Example.com',
  sentTo: '',
  sending: false,
  submitLabel: 'Send Reset Link',
};

function renderForgot(view: ForgotPasswordView) {
  const sent: ForgotPasswordEvent[] = [];
  inRouter(<ForgotPasswordPage view={view} send={(event) => sent.push(event)} />);
  return sent;
}

describe('ForgotPasswordPage', () => {
  it('shows the email form and sends what is typed and the submit', async () => {
    const sent = renderForgot(forgotForm);
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('Ada@Example.com');
    await userEvent.type(screen.getByLabelText('Email'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(sent).toEqual([{ type: 'email.change', value: 'Ada@Example.comx' }, { type: 'form.submit' }]);
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it("shows 'Sending...' on a disabled button while sending", () => {
    renderForgot({ ...forgotForm, sending: true, submitLabel: 'Sending...' });
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  });

  it("shows 'Check Your Email' with the address, and 'Resend reset link' asks again", async () => {
    const sent = renderForgot({ ...forgotForm, screen: 'sent', sentTo: 'ada@example.com' });
    expect(screen.getByRole('heading', { level: 1, name: 'Check Your Email' })).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Resend reset link' }));
    expect(sent).toEqual([{ type: 'request.again' }]);
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  });
});

const resetForm: ResetPasswordView = {
  screen: 'form',
  name: 'Ada Obi',
  newPassword: 'NewPassw0rd',
  confirmPassword: '',
  resetting: false,
  submitLabel: 'Reset Password',
};

function renderReset(view: ResetPasswordView) {
  const sent: ResetPasswordEvent[] = [];
  inRouter(<ResetPasswordPage view={view} send={(event) => sent.push(event)} />);
  return sent;
}

describe('ResetPasswordPage', () => {
  it('shows a spinner while the link is checked', () => {
    renderReset({ ...resetForm, screen: 'verifying' });
    expect(screen.getByRole('status')).toHaveTextContent('Verifying your reset link...');
  });

  it('shows the invalid-link screen with its two ways out', () => {
    renderReset({ ...resetForm, screen: 'invalid' });
    expect(screen.getByRole('heading', { level: 1, name: 'Invalid Reset Link' })).toBeInTheDocument();
    expect(screen.getByText('Invalid or expired reset link')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request New Reset Link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  });

  it('greets the user by name, sends both fields and the submit', async () => {
    const sent = renderReset(resetForm);
    expect(screen.getByRole('heading', { level: 1, name: 'Create New Password' })).toBeInTheDocument();
    expect(screen.getByText(/^Hello Ada Obi, choose a new password/)).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveValue('NewPassw0rd');
    await userEvent.type(screen.getByLabelText('New password'), '1');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'N');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(sent).toEqual([
      { type: 'field.change', field: 'newPassword', value: 'NewPassw0rd1' },
      { type: 'field.change', field: 'confirmPassword', value: 'N' },
      { type: 'form.submit' },
    ]);
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it("shows 'Resetting Password...' on a disabled button while saving", () => {
    renderReset({ ...resetForm, resetting: true, submitLabel: 'Resetting Password...' });
    expect(screen.getByRole('button', { name: 'Resetting Password...' })).toBeDisabled();
  });

  it('says the password changed and offers Go to Login', () => {
    renderReset({ ...resetForm, screen: 'succeeded' });
    expect(screen.getByRole('heading', { level: 1, name: 'Password changed' })).toBeInTheDocument();
    expect(screen.getByText('Your new password is saved. Taking you to the login page...')).toBeInTheDocument();
    // The spec's sentence is the toast's (the machine emits it); the page does not repeat it.
    expect(screen.queryByText(/Password reset successfully!/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
  });
});

function renderVerify(view: EmailVerificationView) {
  render(
    <MemoryRouter initialEntries={['/verify-email/t']}>
      <Routes>
        <Route path="/verify-email/:token" element={<VerifyEmailPage view={view} />} />
        <Route path="/login" element={<p>the login page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('VerifyEmailPage', () => {
  it("shows 'Verifying your email...' while loading", () => {
    renderVerify({ screen: 'loading', message: '' });
    expect(screen.getByRole('status')).toHaveTextContent('Verifying your email...');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it("shows the view's message and a 'Go to Login' button to /login on success", async () => {
    renderVerify({ screen: 'success', message: 'Email verified successfully!' });
    expect(screen.getByRole('status')).toHaveTextContent('Email verified successfully!');
    await userEvent.click(screen.getByRole('link', { name: 'Go to Login' }));
    expect(screen.getByText('the login page')).toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it("shows the view's message and the advice on error, without Go to Login", () => {
    renderVerify({ screen: 'error', message: 'Verification failed.' });
    expect(screen.getByText('Verification failed.')).toBeInTheDocument();
    expect(screen.getByText('Please try again or request a new verification email.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Go to Login' })).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
