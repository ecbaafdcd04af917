import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TOO_MANY_ATTEMPTS } from '../../server/accounts/login-throttle.ts';
import {
  GOOD_PASSWORD,
  profileImageForm,
  signedInCustomer,
  tokenFromMail,
  uniqueAddress,
  uniqueEmail,
} from '../server/support/accounts-helpers.ts';
import { freePort } from '../server/support/free-port.ts';
import { fetchFrom, loopbackTwin, shopOverHttp } from '../server/support/http-api.ts';
import { LOCAL_S3_KEYS, startLocalS3, type LocalS3 } from '../server/support/local-s3.ts';
import { orderBody, payOrder, placeOrder, setStock, stockOf } from '../server/support/purchase-helpers.ts';
import { openTestDatabase, type TestDatabase } from '../server/support/test-database.ts';
import type { ShopClient } from '../server/support/test-server.ts';

// The deploy/ example run for real: Debian's nginx with deploy/studio-shop.nginx.conf in front of two
// app processes started with deploy/studio-shop.env, on one PostgreSQL database and one S3 bucket
// (a local S3 server). The shop is used through nginx only; the database is read for what no
// answer shows (the mailed links, the stock).

const DEPLOY = new URL('../../deploy/', import.meta.url);

/** Debian's nginx (in /usr/sbin, which a user's PATH may lack), or a clear word of what to install. */
function nginxBinary(): string {
  for (const candidate of ['/usr/sbin/nginx', 'nginx']) {
    if (spawnSync(candidate, ['-v']).error === undefined) return candidate;
  }
  throw new Error(
    "nginx is not installed: this test runs the deploy/ example behind Debian's nginx. Install it with `apt-get install -y nginx` (.ci/run does).",
  );
}

/** The settings of deploy/studio-shop.env. */
async function exampleEnv(): Promise<Record<string, string>> {
  const text = await readFile(new URL('studio-shop.env', DEPLOY), 'utf8');
  const lines = text.split('\n').filter((line) => /^[A-Z0-9_]+=/.test(line));
  return Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]));
}

function replaceOnce(text: string, wanted: string, replacement: string): string {
  if (!text.includes(wanted)) throw new Error(`deploy/studio-shop.nginx.conf no longer has "${wanted}": update this test to match it`);
  return text.replace(wanted, replacement);
}

/**
 * deploy/studio-shop.nginx.conf on this test's ports, plus one header for the test alone: which
 * process answered, as nginx saw it (both, comma-separated, when it tried one and then the other).
 * Wrapped in the little of Debian's nginx.conf it needs, with every path in `dir`.
 */
async function writeNginxConfig(dir: string, port: number, appPorts: readonly [number, number]): Promise<string> {
  let site = await readFile(new URL('studio-shop.nginx.conf', DEPLOY), 'utf8');
  site = replaceOnce(site, 'listen 80;', `listen 127.0.0.1:${port};`);
  site = replaceOnce(site, 'listen [::]:80;', '');
  site = replaceOnce(site, 'server 127.0.0.1:8081 ', `server 127.0.0.1:${appPorts[0]} `);
  site = replaceOnce(site, 'server 127.0.0.1:8082 ', `server 127.0.0.1:${appPorts[1]} `);
  site = replaceOnce(site, 'gzip off;', 'gzip off;\n    add_header X-Upstream $upstream_addr always;');
  await writeFile(path.join(dir, 'studio-shop.conf'), site);
  const main = [
    // As root, nginx would run its worker as nobody, who may not write to this test's folder.
    process.getuid?.() === 0 ? 'user root;' : '',
    'worker_processes 1;',
    `pid ${dir}/nginx.pid;`,
    'events { worker_connections 1024; }',
    'http {',
    `  access_log ${dir}/access.log;`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${dir}/${kind};`),
    `  include ${dir}/studio-shop.conf;`,
    '}',
  ];
  const file = path.join(dir, 'nginx.conf');
  await writeFile(file, main.join('\n'));
  return file;
}

interface Running {
  readonly child: ChildProcess;
  readonly exited: Promise<number | null>;
  output(): string;
}

function run(command: string, args: readonly string[], env: NodeJS.ProcessEnv): Running {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, exited: new Promise((resolve) => child.once('exit', (code) => resolve(code))), output: () => output };
}

/** Resolves once the process has said `ready`; fails with its output if it stops first. */
async function started(running: Running, ready: () => boolean | Promise<boolean>, what: string): Promise<void> {
  await vi.waitFor(
    async () => {
      if (running.child.exitCode === null && !(await ready())) throw new Error(`${what} does not answer yet`);
    },
    { timeout: 60_000, interval: 100 },
  );
  if (running.child.exitCode !== null) throw new Error(`${what} stopped (${running.child.exitCode}):\n${running.output()}`);
}

describe('the deploy/ example: nginx in front of two app processes on one PostgreSQL and one bucket', () => {
  let database: TestDatabase;
  let s3: LocalS3;
  let dir: string;
  let origin: string;
  let shop: ShopClient;
  let apps: { address: string; process: Running }[];
  let nginx: Running;
  let products: string[];

  /** Which process answered, as nginx says: the one it ended with. */
  const answeredBy = (answer: { headers: Headers }) => answer.headers.get('x-upstream')?.split(', ').at(-1);
  const bothProcesses = () => new Set(apps.map((app) => app.address));

  beforeAll(async () => {
    const binary = nginxBinary();
    database = await openTestDatabase();
    s3 = await startLocalS3();
    dir = await mkdtemp(path.join(tmpdir(), 'studio-deploy-'));
    const [nginxPort, ...appPorts] = await Promise.all([freePort(), freePort(), freePort()]);
    const env = {
      ...(await exampleEnv()),
      // This machine's stand-ins for the example's services.
      DATA_DIR: path.join(dir, 'data'),
      DATABASE_URL: database.url,
      MEDIA_STORE: `s3://${s3.bucket}`,
      S3_ENDPOINT: s3.endpoint,
      AWS_ACCESS_KEY_ID: LOCAL_S3_KEYS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: LOCAL_S3_KEYS.secretAccessKey,
      // The address the purchase helpers' payments return to; mail to the outbox table, where the
      // test reads the links; the sandbox instead of Paystack.
      PUBLIC_URL: 'http://shop.test',
      SMTP_URL: '',
      PAYSTACK_SECRET_KEY: '',
      PAYMENTS: 'sandbox',
      // The oversell test's 4 customers place 50 orders each at once: only the stock may refuse them.
      ORDER_UNPAID_LIMIT: '50',
    };
    apps = appPorts.map((port) => ({
      address: `127.0.0.1:${port}`,
      process: run(process.execPath, ['server/main.ts'], { ...process.env, ...env, PORT: String(port) }),
    }));
    await Promise.all(apps.map((app) => started(app.process, () => app.process.output().includes('Studio shop listening'), app.address)));

    const config = await writeNginxConfig(dir, nginxPort ?? 0, appPorts as [number, number]);
    nginx = run(binary, ['-p', dir, '-c', config, '-e', path.join(dir, 'error.log'), '-g', 'daemon off;'], process.env);
    origin = `http://127.0.0.1:${nginxPort}`;
    const answers = () =>
      fetch(`${origin}/api/v1/health`).then(
        (response) => response.ok,
        () => false,
      );
    await started(nginx, answers, 'nginx');
    shop = shopOverHttp(origin, database.db);
    products = (
      await database.db.query<{ id: string }>(
        "select id from products where product_type = 'physical' and stock > 0 and not exists (select 1 from product_variants v where v.product_id = products.id) order by id limit 2",
      )
    ).map((row) => row.id);
  }, 120_000);

  afterAll(async () => {
    for (const running of [nginx, ...(apps ?? []).map((app) => app.process)]) {
      if (running && running.child.exitCode === null) {
        running.child.kill('SIGTERM');
        await running.exited;
      }
    }
    await s3?.close();
    await database?.dispose();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  // Each process renders and keeps its own copy of a page; from the same data they are the same
  // bytes, so a browser or a CDN revalidating the copy one process gave gets 304 from the other.
  it('gives a rendered page the same ETag whichever process rendered it', async () => {
    // One process has rendered other pages first, as a process that has served a while has.
    for (const other of ['/about', '/faq', '/login']) expect((await fetch(`http://${apps[0]?.address}${other}`)).status).toBe(200);
    for (const address of ['/', '/shop']) {
      // nginx takes turns: of two requests in a row, one goes to each process.
      const answers = [await fetch(`${origin}${address}`), await fetch(`${origin}${address}`)];
      expect(new Set(answers.map(answeredBy))).toEqual(bothProcesses());
      const [first, second] = await Promise.all(answers.map((answer) => answer.text()));
      expect(first, 'the page is rendered: the app is built (npm test builds it first)').toContain('id="screen-snapshots"');
      expect(second).toBe(first);
      const tag = answers[0]?.headers.get('etag') ?? '';
      expect(answers[1]?.headers.get('etag')).toBe(tag);
      const revalidated = [
        await fetch(`${origin}${address}`, { headers: { 'if-none-match': tag } }),
        await fetch(`${origin}${address}`, { headers: { 'if-none-match': tag } }),
      ];
      expect(revalidated.map((answer) => answer.status)).toEqual([304, 304]);
      expect(new Set(revalidated.map(answeredBy))).toEqual(bothProcesses());
    }
  }, 60_000);

  it('signs a customer up, lets them in once the mailed link is opened, the steps answered by both processes', async () => {
    const email = uniqueEmail('deploy');
    const client = uniqueAddress();
    const logIn = () => shop.api('POST', '/user/login', { body: { email, password: GOOD_PASSWORD }, remoteAddress: client });
    const registered = await shop.api('POST', '/user/register', {
      body: { name: 'Deploy Shopper', email, password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD },
      remoteAddress: client,
    });
    expect(registered.status).toBe(201);
    const early = await logIn();
    expect(early.status).toBe(403);
    expect(early.body).toMatchObject({ needEmailVerification: true });
    const verified = await shop.api('GET', `/user/verify-email/${await tokenFromMail(shop, email, 'verify-email')}`);
    expect(verified.status).toBe(200);
    const login = await logIn();
    expect(login.status).toBe(200);
    const me = await shop.api('GET', '/user/me', { token: login.body.token });
    expect(me.status).toBe(200);
    expect(me.body.user.email).toBe(email);
    expect(new Set([registered, early, verified, login, me].map(answeredBy))).toEqual(bothProcesses());
  }, 60_000);

  it("refuses a client's wrong passwords past the tenth whichever process answers, and counts them for that client alone", async () => {
    const { email } = await signedInCustomer(shop, 'Guessed Shopper');
    const guesser = uniqueAddress();
    const guess = () => shop.api('POST', '/user/login', { body: { email, password: 'Wrong1234' }, remoteAddress: guesser });
    const failuresOf = async () =>
      database.db.query<{ ip: string; count: number }>(
        'select ip, count(*)::int as count from login_failures where email = $1 group by ip',
        [email],
      );
    // Each guess is counted before its password is checked, then held back (up to 16 s after the
    // third): the ten are counted at once, and the next guesses are refused straight away.
    const guesses = Array.from({ length: 10 }, guess);
    await expect.poll(failuresOf, { timeout: 30_000 }).toEqual([{ ip: loopbackTwin(guesser), count: 10 }]);
    const refused = [await guess(), await guess()];
    for (const answer of refused) {
      expect(answer.status).toBe(429);
      expect(answer.body).toEqual({ success: false, message: TOO_MANY_ATTEMPTS });
      expect(answer.headers.get('retry-after')).toBe('900');
    }
    expect(new Set(refused.map(answeredBy))).toEqual(bothProcesses());
    // The owner, from an address of their own, still gets in (held back like every check of a
    // guessed email): the throttle counted the guesser nginx named, not nginx itself.
    const owner = shop.api('POST', '/user/login', { body: { email, password: GOOD_PASSWORD }, remoteAddress: uniqueAddress() });
    const failed = await Promise.all(guesses);
    expect(failed.map((answer) => answer.status)).toEqual(Array(10).fill(400));
    expect(new Set(failed.map(answeredBy))).toEqual(bothProcesses());
    expect((await owner).status).toBe(200);
  }, 60_000);

  it('lets the studio in with the key both processes share in DATA_DIR, whichever answers', async () => {
    const key = (await readFile(path.join(dir, 'data', 'studio-operator.key'), 'utf8')).trim();
    const stock = () => shop.api('GET', `/studio/products/${products[0]}/stock`, { token: key });
    const answers = [await stock(), await stock()];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(new Set(answers.map(answeredBy))).toEqual(bothProcesses());
  });

  it('takes a purchase paid in the sandbox', async () => {
    const { token } = await signedInCustomer(shop, 'Paying Shopper');
    const order = await placeOrder(shop, token, [{ productId: products[0] ?? '', quantity: 1 }]);
    await payOrder(shop, token, order._id);
    const paid = await shop.api('GET', `/order/${order._id}`, { token });
    expect(paid.body.order).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
  }, 60_000);

  it('shows a profile picture uploaded through one process when the other one serves it', async () => {
    const { token } = await signedInCustomer(shop, 'Pictured Shopper');
    const png = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#208040' } })
      .png()
      .toBuffer();
    const upload = await shop.api('POST', '/user/profile-image', { token, form: profileImageForm(png, 'me.png', 'image/png') });
    expect(upload.status).toBe(200);
    // nginx takes turns: of two requests in a row, one goes to each process.
    const served = [await fetch(`${origin}${upload.body.imageUrl}`), await fetch(`${origin}${upload.body.imageUrl}`)];
    const byTheOther = served.find((answer) => answeredBy(answer) !== answeredBy(upload));
    if (!byTheOther) throw new Error(`both answers came from ${answeredBy(upload)}, which took the upload`);
    expect(byTheOther.status).toBe(200);
    expect(await sharp(Buffer.from(await byTheOther.arrayBuffer())).metadata()).toMatchObject({ width: 8, height: 6 });
  }, 60_000);

  it('streams a digital download out of the bucket to its buyer, and to no other client whatever it claims', async () => {
    const [digital] = await database.db.query<{ id: string }>("select id from products where product_type = 'digital' order by id limit 1");
    const productId = digital?.id ?? '';
    const { token } = await signedInCustomer(shop, 'Downloading Shopper');
    const order = await placeOrder(shop, token, [{ productId, quantity: 1 }]);
    await payOrder(shop, token, order._id);
    const [grant] = (await shop.api('GET', '/user/digital-products', { token })).body.digitalProducts;
    const link = await shop.api('POST', `/user/digital-products/${grant._id}/download`, { token });
    expect(link.status).toBe(200);
    expect((await s3.keys()).some((key) => key.startsWith(`digital-files/${productId}-`))).toBe(true);

    const buyer = loopbackTwin(uniqueAddress());
    const browser = { 'user-agent': 'Deploy browser' };
    const file = await fetchFrom(buyer, `${origin}${link.body.downloadUrl}`, { headers: browser });
    expect(file.status).toBe(200);
    expect((await file.arrayBuffer()).byteLength).toBe(grant.fileSize);
    // The link belongs to the client that fetched it first. Another one is refused, even when it
    // writes the buyer's address into X-Forwarded-For itself: the app reads the entry nginx adds.
    const stranger = await fetchFrom(loopbackTwin(uniqueAddress()), `${origin}${link.body.downloadUrl}`, {
      headers: { ...browser, 'x-forwarded-for': buyer },
    });
    expect(stranger.status).toBe(403);
  }, 60_000);

  it('sells the last 5 units to exactly 5 of 200 concurrent orders taken by both processes', async () => {
    const productId = products[1] ?? '';
    const customers = await Promise.all(Array.from({ length: 4 }, (_, n) => signedInCustomer(shop, `Rush Buyer ${n}`)));
    await setStock(shop, productId, 5);
    const body = JSON.stringify(orderBody([{ productId, quantity: 1 }]));
    const answers = await Promise.all(
      customers.flatMap(({ token }) =>
        Array.from({ length: 50 }, async () => {
          const response = await fetch(`${origin}/api/v1/order/create`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body,
          });
          return { status: response.status, by: answeredBy(response), body: (await response.json()) as { message?: string } };
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(5);
    const refused = answers.filter((answer) => answer.status !== 201);
    const [product] = await database.db.query<{ title: string }>('select title from products where id = $1', [productId]);
    expect(new Set(refused.map((answer) => `${answer.status} ${answer.body.message}`))).toEqual(
      new Set([`400 ${product?.title} is out of stock`]),
    );
    expect(new Set(answers.map((answer) => answer.by))).toEqual(bothProcesses());
    expect(await stockOf(shop, productId)).toBe(0);
  }, 60_000);

  it('stops one process with SIGTERM under load without one failed request: nginx sends the rest to the other', async () => {
    const [leaving, staying] = apps as [(typeof apps)[number], (typeof apps)[number]];
    const paths = [
      '/api/v1/product/list?limit=12',
      `/api/v1/product/single/${products[0]}`,
      '/api/v1/health',
      '/api/v1/product/list?productType=digital',
    ];
    const answers: { status: number; by: string | undefined; tried: string | null; sentAfterExit: boolean }[] = [];
    let leavingExited = false;
    let stop = false;
    const client = async (n: number) => {
      for (let i = n; !stop; i += 1) {
        const sentAfterExit = leavingExited;
        const response = await fetch(`${origin}${paths[i % paths.length]}`);
        await response.arrayBuffer();
        answers.push({
          status: response.status,
          by: answeredBy(response),
          tried: response.headers.get('x-upstream'),
          sentAfterExit,
        });
      }
    };
    const load = Promise.all(Array.from({ length: 8 }, (_, n) => client(n)));
    await expect.poll(() => new Set(answers.map((answer) => answer.by)).size).toBe(2);

    leaving.process.child.kill('SIGTERM');
    expect(await leaving.process.exited).toBe(0);
    leavingExited = true;
    const atExit = answers.length;
    await expect.poll(() => answers.length - atExit, { timeout: 20_000 }).toBeGreaterThanOrEqual(200);
    stop = true;
    await load;

    expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
    expect(new Set(answers.filter((answer) => answer.sentAfterExit).map((answer) => answer.by))).toEqual(new Set([staying.address]));
    // The first request nginx sent to the stopped process was refused and answered by the other.
    expect(answers.some((answer) => answer.tried === `${leaving.address}, ${staying.address}`)).toBe(true);
  }, 60_000);
});
