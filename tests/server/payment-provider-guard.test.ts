import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config.ts';
import { ConfigError, MISSING_KEY_MESSAGE } from '../../server/payments/provider-choice.ts';

const BASE = { DATA_DIR: '/tmp/unused-studio-data', PORT: '0' };

describe('the payment provider guard', () => {
  it('refuses the sandbox in production, and on a public address, unless PAYMENTS=sandbox says so', () => {
    expect(() => readConfig({ ...BASE, NODE_ENV: 'production' })).toThrow(new ConfigError(MISSING_KEY_MESSAGE));
    expect(() => readConfig({ ...BASE, PUBLIC_URL: 'https://studio.example.ng' })).toThrow(MISSING_KEY_MESSAGE);
    expect(() => readConfig({ ...BASE, PUBLIC_URL: 'http://localhost.example.ng' })).toThrow(MISSING_KEY_MESSAGE);
    expect(readConfig({ ...BASE, NODE_ENV: 'production', PAYMENTS: 'sandbox' }).purchase.paystack).toBeUndefined();
    expect(readConfig({ ...BASE, PUBLIC_URL: 'https://studio.example.ng', PAYMENTS: 'sandbox' }).purchase.paystack).toBeUndefined();
  });

  it('runs Paystack whenever its key is set, and the sandbox on localhost as e2e and CI do', () => {
    const live = readConfig({ ...BASE, NODE_ENV: 'production', PUBLIC_URL: 'https://studio.example.ng', PAYSTACK_SECRET_KEY: 'sk_live_x' });
    expect(live.purchase.paystack).toEqual({ secretKey: 'sk_live_x', baseUrl: 'https://api.paystack.co' });
    for (const PUBLIC_URL of [undefined, 'http://localhost:8080', 'http://127.0.0.1:9000/', 'http://[::1]:8080', 'http://shop.localhost']) {
      expect(readConfig({ ...BASE, ...(PUBLIC_URL ? { PUBLIC_URL } : {}) }).purchase.paystack).toBeUndefined();
    }
    // Saying sandbox on purpose wins over a key left in the environment.
    expect(readConfig({ ...BASE, PAYMENTS: 'sandbox', PAYSTACK_SECRET_KEY: 'sk_test_x' }).purchase.paystack).toBeUndefined();
  });

  it('refuses a PAYMENTS value it does not know, and paystack without its key', () => {
    expect(() => readConfig({ ...BASE, PAYMENTS: 'stripe' })).toThrow('PAYMENTS must be "sandbox" or "paystack", not "stripe".');
    expect(() => readConfig({ ...BASE, PAYMENTS: 'paystack' })).toThrow('PAYMENTS=paystack needs PAYSTACK_SECRET_KEY.');
    expect(readConfig({ ...BASE, PAYMENTS: 'paystack', PAYSTACK_SECRET_KEY: 'sk_test_x' }).purchase.paystack?.secretKey).toBe('sk_test_x');
  });

  it('stops `node server/main.ts` with the message and no stack trace', async () => {
    const child = spawn(process.execPath, ['server/main.ts'], {
      env: { PATH: process.env.PATH, NODE_ENV: 'production', PORT: '0', DATA_DIR: path.join(tmpdir(), 'studio-guard-never-created') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(`Cannot start: ${MISSING_KEY_MESSAGE}`);
    // A fresh Node process on a loaded machine takes a while to start.
  }, 90_000);
});
