import { describe, expect, it } from 'vitest';
import { Network, NotFound, Rejected, Unexpected } from '../../src/api/errors.ts';
import {
  failureAvailableStock,
  failureField,
  failureMessage,
  isNotFound,
  isUnauthorized,
  needsEmailVerification,
} from '../../src/machines/request-failure.ts';
import { machineSources } from './support/machine-sources.ts';

describe('failureMessage', () => {
  it("shows the server's words from a refusal, a 404 and a 5xx answer", () => {
    expect(failureMessage(new Rejected({ status: 409, message: 'Email already registered' }), 'Registration failed')).toBe(
      'Email already registered',
    );
    expect(failureMessage(new NotFound({ message: 'Product not found' }), 'Fallback')).toBe('Product not found');
    expect(failureMessage(new Unexpected({ status: 500, message: 'Database is down' }), 'Fallback')).toBe('Database is down');
  });

  it('falls back when the server gave no message', () => {
    expect(failureMessage(new Rejected({ status: 400, message: '' }), 'Registration failed')).toBe('Registration failed');
  });

  it('never shows a network failure, a failed chunk load or a bug to the shopper', () => {
    expect(failureMessage(new Network({ cause: new TypeError('Failed to fetch') }), 'An error occurred. Please try again.')).toBe(
      'An error occurred. Please try again.',
    );
    expect(failureMessage(new TypeError('Failed to fetch dynamically imported module: /assets/auth.requests.js'), 'Login failed')).toBe(
      'Login failed',
    );
    expect(failureMessage({ message: 'Cannot read properties of undefined' }, 'Login failed')).toBe('Login failed');
    expect(failureMessage(undefined, 'Login failed')).toBe('Login failed');
  });
});

describe('the other readers', () => {
  it('read the named fields of a refusal and nothing else', () => {
    expect(failureAvailableStock(new Rejected({ status: 409, message: 'Only 2 items available', availableStock: 2 }))).toBe(2);
    expect(failureAvailableStock(new Rejected({ status: 409, message: 'No' }))).toBeUndefined();
    expect(needsEmailVerification(new Rejected({ status: 403, message: 'Verify first', needEmailVerification: true }))).toBe(true);
    expect(needsEmailVerification(new Rejected({ status: 400, message: 'Invalid email or password' }))).toBe(false);
    expect(isUnauthorized({ _tag: 'Unauthorized', message: '' })).toBe(true);
    expect(isUnauthorized(new Rejected({ status: 400, message: '' }))).toBe(false);
    expect(isNotFound(new NotFound({ message: 'Order not found' }))).toBe(true);
    expect(isNotFound(new Rejected({ status: 404, message: 'Order not found' }))).toBe(false);
    expect(failureField(new Rejected({ status: 429, message: 'Slow down' }), 'status')).toBe(429);
    expect(failureField(new Rejected({ status: 429, message: 'Slow down' }), 'availableStock')).toBeUndefined();
  });

  it('are the one place a machine reads the fields of a failed request', () => {
    const byHand = machineSources
      .filter(([file, source]) => file !== 'request-failure.ts' && /typeof error === 'object'/.test(source))
      .map(([file]) => file);
    expect(byHand).toEqual([]);
  });
});

describe('the readers on what is not an error object', () => {
  it('read nothing from null, a string or a number, and no stock from a stock that is not a number', () => {
    expect(isUnauthorized(null)).toBe(false);
    expect(isNotFound('NotFound')).toBe(false);
    expect(failureField(null, '_tag')).toBeUndefined();
    expect(failureField(404, 'status')).toBeUndefined();
    expect(failureMessage(null, 'Fallback')).toBe('Fallback');
    expect(failureAvailableStock(null)).toBeUndefined();
    expect(failureAvailableStock('Only 2 items available')).toBeUndefined();
    expect(failureAvailableStock({ _tag: 'Rejected', message: 'No', availableStock: '2' })).toBeUndefined();
  });
});
