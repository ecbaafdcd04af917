import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

// With TEST_POSTGRES_URL set (.ci/run sets it), the server suite runs a second time, on that
// PostgreSQL, in the same run: its files wait on the database much of the time, so they share the
// workers with the CPU-bound files instead of running after them.
const postgresUrl = process.env.TEST_POSTGRES_URL;

const node = {
  environment: 'node' as const,
  globalSetup: ['tests/server/support/global-setup.ts'],
  testTimeout: 20_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    // Vitest's default on 2 cores is one worker; the server files spend part of their time waiting
    // on a database, so one more keeps both cores busy.
    maxWorkers: postgresUrl ? 3 : 2,
    projects: [
      {
        test: { ...node, name: 'node', include: ['tests/{domain,machines,api,server,tooling}/**/*.test.ts'] },
      },
      ...(postgresUrl
        ? [
            {
              test: {
                ...node,
                name: 'postgres',
                // tests/postgres: what only PostgreSQL has (several processes on one database).
                include: ['tests/server/**/*.test.ts', 'tests/postgres/**/*.test.ts'],
                // These start npm start's own server on a DATA_DIR, which is PGlite whatever the run;
                // the rendered pages read the same API answers the rest of this pass checks.
                exclude: ['tests/server/{crash,restart,graceful-stop,pglite-thread-database,server-rendering}.test.ts'],
                env: { TEST_DATABASE_URL: postgresUrl },
              },
            },
          ]
        : []),
      {
        plugins: [react(), vanillaExtractPlugin()],
        test: {
          name: 'ui',
          environment: 'jsdom',
          include: ['tests/ui/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/ui/setup.ts'],
          // Room for a machine whose cores are busy with other work too: a check still passes the
          // moment its state is there.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
