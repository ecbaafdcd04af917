import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

// The server suite runs once, on one database. With TEST_POSTGRES_URL set (.ci/run sets it) that is
// PostgreSQL, the database of every deployment past one process, and the harder one: real
// concurrent transactions where PGlite has a single connection. Without it, PGlite. Either way the
// files about PGlite itself (a crash, a restart, a stop, its worker thread) start npm start's own
// server on a PGlite data directory, and the browser journeys run every feature on PGlite.
const postgresUrl = process.env.TEST_POSTGRES_URL;
const database = postgresUrl ? { TEST_DATABASE_URL: postgresUrl } : {};

// A file that replaces a module with vi.mock needs a module registry of its own.
const MOCKS_A_MODULE = ['tests/server/account-abuse.test.ts', 'tests/machines/home/home.prefetch.test.ts'];

const node = {
  environment: 'node' as const,
  globalSetup: ['tests/server/support/global-setup.ts'],
  testTimeout: 20_000,
  hookTimeout: 60_000,
  env: database,
};

export default defineConfig({
  test: {
    // Vitest's default on 2 cores is one worker; the server files spend part of their time waiting
    // on a database, so one more keeps both cores busy.
    maxWorkers: postgresUrl ? 3 : 2,
    projects: [
      {
        test: {
          ...node,
          name: 'node',
          include: ['tests/{domain,machines,api,tooling}/**/*.test.ts'],
          exclude: MOCKS_A_MODULE,
          // The files of a worker share one module registry: XState, the client and the domain are
          // loaded once per worker instead of once per file (the project took 67 s alone, now 22 s).
          // None mocks a module, and every machine test makes its own actors.
          isolate: false,
        },
      },
      { test: { ...node, name: 'mocks', include: MOCKS_A_MODULE } },
      {
        test: {
          ...node,
          name: 'server',
          // tests/postgres: what only PostgreSQL has (several processes on one database).
          include: ['tests/server/**/*.test.ts', ...(postgresUrl ? ['tests/postgres/**/*.test.ts'] : [])],
          exclude: MOCKS_A_MODULE,
          // Each file starts its own app on its own database, and none mocks a module, so the files
          // of a worker share one module registry: the server and the contract's validators are
          // loaded once per worker instead of once per file (a third of the suite's time).
          isolate: false,
        },
      },
      {
        plugins: [react(), vanillaExtractPlugin()],
        test: {
          name: 'ui',
          environment: 'jsdom',
          include: ['tests/ui/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/ui/setup.ts'],
          // One jsdom per worker instead of one per file: making it was two thirds of this project's
          // time. Testing Library unmounts after each test, and no file mocks a module.
          isolate: false,
          // Room for a machine whose cores are busy with other work too: a check still passes the
          // moment its state is there.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
