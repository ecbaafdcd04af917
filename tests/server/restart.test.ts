import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config.ts';
import { loadMigrations } from '../../server/db/migrate.ts';
import { providerNotice } from '../../server/payments/provider-choice.ts';
import { OUTBOX_NOTICE, startServer, type RunningServer } from '../../server/start-server.ts';
// DATA_DIR mode is PGlite by definition, so this runs on PGlite in the PostgreSQL run too.
describe('npm start on an empty DATA_DIR', () => {
  let dataDir: string;
  let server: RunningServer;
  const logs: string[] = [];
  const log = { info: (line: string) => logs.push(line), error: (line: string) => logs.push(line) };
  const config = () => readConfig({ DATA_DIR: dataDir, PORT: '0', DIST_DIR: dataDir });
  const api = (apiPath: string, init?: RequestInit) =>
    fetch(`http://127.0.0.1:${server.port}/api/v1${apiPath}`, {
      ...init,
      headers: { 'content-type': 'application/json', ...init?.headers },
    });

  // A first start makes the database, migrates and seeds it: about 15 s on a quiet machine, several
  // times that on a CI runner whose cores are busy with the other test files. A budget, not a wait.
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'studio-shop-start-'));
    server = await startServer(config(), log);
  }, 180_000);
  afterAll(async () => {
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('migrates, seeds and serves the shop', async () => {
    const every = (await loadMigrations()).map((migration) => migration.name);
    expect(every.slice(0, 2)).toEqual(['001_accounts.sql', '002_catalogue.sql']);
    expect(logs).toContain(`Applied migrations: ${every.join(', ')}`);
    expect(logs).toContain('Seeded the demo shop');
    // No SMTP_URL: one line says that mail, live links included, goes to the outbox and this log.
    // No PAYSTACK_SECRET_KEY on localhost: the sandbox runs, and the log says it takes no money.
    expect(logs).toContain(providerNotice('sandbox'));
    expect(providerNotice('sandbox')).toMatch(/^Payments: SANDBOX: .*without taking money/);
    expect(providerNotice('paystack')).toBe('Payments: Paystack (live card payments)');
    expect(logs.filter((line) => line.startsWith(OUTBOX_NOTICE))).toEqual([`${OUTBOX_NOTICE} (${path.join(dataDir, 'outbox')})`]);
    const list = await (await api('/product/list?inStock=false&limit=1')).json();
    expect(list.pagination.totalProducts).toBeGreaterThanOrEqual(40);
  });

  it('keeps every change across a restart, and neither migrates nor seeds again', async () => {
    const login = await (
      await api('/user/login', { method: 'POST', body: JSON.stringify({ email: 'demo@studio-shop.local', password: 'Demo1234' }) })
    ).json();
    const auth = { authorization: `Bearer ${login.token}` };
    await api('/user/cart/add', { method: 'POST', headers: auth, body: JSON.stringify({ productId: 'lens-mug', quantity: 2 }) });
    await server.close();
    logs.length = 0;

    server = await startServer(config(), log);
    expect(logs.some((line) => line.startsWith('Applied migrations') || line === 'Seeded the demo shop')).toBe(false);
    const cart = await (await api('/user/cart', { headers: auth })).json();
    expect(cart.cartItems.map((item: { productId: string; quantity: number }) => [item.productId, item.quantity])).toEqual([
      ['lens-mug', 2],
    ]);
  });
});
