import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './support/free-port.ts';
import { copyPgliteTemplate } from './support/test-database.ts';

// `npm run dev` renders pages on the server as `npm start` does (scripts/dev-render.ts, a Vite
// plugin in middleware mode): its two servers, the API and Vite, started as scripts/dev.ts starts
// them, and a page fetched over plain HTTP, as a crawler would.
const ROOT = path.resolve(import.meta.dirname, '../..');

interface Running {
  readonly child: ChildProcess;
  readonly output: string[];
}

/** Starts a process and resolves once its output says it is listening. */
function startUntil(command: string, args: readonly string[], env: NodeJS.ProcessEnv, ready: RegExp): Promise<Running> {
  return new Promise((resolve, reject) => {
    const output: string[] = [];
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const onData = (chunk: Buffer) => {
      output.push(chunk.toString());
      if (ready.test(output.join(''))) resolve({ child, output });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`${command} exited (${code}) before it was ready:\n${output.join('')}`)));
  });
}

/** Asks a process to stop and resolves once it has exited. */
function stop(running: Running | undefined): Promise<void> {
  const child = running?.child;
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  return exited;
}

describe('npm run dev renders pages on the server', () => {
  let dataDir: string;
  let api: Running | undefined;
  let vite: Running | undefined;
  let origin: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'studio-shop-dev-'));
    await copyPgliteTemplate(path.join(dataDir, 'pglite'));
    const [apiPort, vitePort] = [await freePort(), await freePort()];
    // Vitest's own variable would make vite.config.ts leave the rendering plugin out, as it does for tests.
    // NO_COLOR: with CI or FORCE_COLOR set (npm test sets both), Vite writes 'Local' in bold, and the
    // ready line would never match.
    const env = { ...process.env, VITEST: undefined, VITEST_MODE: undefined, NO_COLOR: '1', API_PORT: String(apiPort) };
    api = await startUntil(
      process.execPath,
      ['server/main.ts'],
      { ...env, PORT: String(apiPort), DATA_DIR: dataDir, DIST_DIR: dataDir, DATABASE_URL: '' },
      /listening on http:\/\/localhost:\d+/,
    );
    // The first page compiles the renderer's modules: beside the other test steps that took longer
    // than the dev server's 5 s wait for data, and /shop came with its loading state.
    vite = await startUntil(
      path.join(ROOT, 'node_modules/.bin/vite'),
      ['--port', String(vitePort), '--strictPort'],
      { ...env, RENDER_DEADLINE_MS: '30000' },
      /Local:/,
    );
    origin = `http://localhost:${vitePort}`;
    // Starting both takes a few seconds on an idle machine; a busy CI runner gets room.
  }, 120_000);

  afterAll(async () => {
    await Promise.all([stop(vite), stop(api)]);
    await rm(dataDir, { recursive: true, force: true });
  });

  it('/shop comes with its heading, its own title and its products in the HTML', async () => {
    const response = await fetch(`${origin}/shop`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>Gear we trust behind the lens<\/h1>/);
    expect(html).toMatch(/<title>Shop[^<]*\| Oju Studio<\/title>/);
    expect(html).toContain('Muslin Backdrop');
    // Vite's client for hot reload is still in the page.
    expect(html).toContain('/@vite/client');
    // Its first paint waits for the snapshots the server wrote after the markup.
    expect(html).toContain('<link rel="expect" href="#screen-snapshots" blocking="render">');
  }, 60_000);

  it('a page left to the browser comes without the wait for snapshots it never has', async () => {
    const html = await (await fetch(`${origin}/checkout`, { headers: { accept: 'text/html' } })).text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('rel="expect"');
  }, 60_000);

  it('an unknown product answers 404 with the not-found screen', async () => {
    const response = await fetch(`${origin}/shop/no-such-product`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<h1');
  }, 60_000);
});
