import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { findTestChromium, TEST_CHROMIUM_ARGS } from './scripts/find-chromium.ts';

const port = Number(process.env.E2E_PORT ?? 8787);
// Every run starts the real server (npm start) on a fresh, empty data directory. The workers load
// this file again, so the directory goes into the environment they inherit: the tests read the
// mail outbox from it (e2e/support/outbox.ts).
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'studio-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

/**
 * The two longest journeys (about 90 s and 50 s in CI), started before the others: the blog's, whose
 * wait for its scheduled minute comes while the first-load budget runs beside this suite in
 * `npm test`, and the studio's from create-owner to a refund.
 */
const LONGEST_JOURNEYS = ['studio-blog.spec.ts', 'studio.spec.ts'];

const browser = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: findTestChromium() ?? undefined,
    args: [...TEST_CHROMIUM_ARGS, '--disable-quic'],
  },
};

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  // Budgets, not waits: a check passes as soon as its state is there. They leave room for a
  // machine whose two cores are busy with other work too (a CI runner, a unit run beside this one).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    // Off: recording a trace for every journey took a third of the suite's CPU (gallery, accounts
    // and site: 228 s of worker time with traces, 150 s without). To see one, run the failing
    // journey again with --trace on.
    trace: 'off',
  },
  // Two projects of one browser, so that the longest journeys start first: the workers take tests
  // in the order of the projects, and one of these begun last kept a core idle at the end of the
  // run while it finished alone (a minute of one core in CI).
  projects: [
    { name: 'chromium-long', testMatch: LONGEST_JOURNEYS, use: browser },
    { name: 'chromium', testIgnore: LONGEST_JOURNEYS, use: browser },
  ],
  webServer: {
    command: 'node scripts/start.ts',
    url: `http://localhost:${port}/api/v1/health`,
    // One service with an online booking form (e2e/site.spec.ts), the others booked through the contact form.
    // A page rendered on the server waits up to 10 s for its data instead of 1 s: on a busy machine
    // a late render would send the loading state, and the hydration checks would see the browser
    // fetch what the page should have carried.
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      BOOKING_FORM_PRODUCT_URL: 'https://forms.example.ng/oju-studio-product-shoot',
      RENDER_DEADLINE_MS: '10000',
      // As behind one proxy: each journey names its own client address (e2e/support/test.ts).
      TRUST_PROXY: '1',
    },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
  },
});
