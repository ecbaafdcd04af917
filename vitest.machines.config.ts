import { defineConfig } from 'vitest/config';

/** The machine tests (they use the domain): what Stryker runs for every mutant of src/machines. */
export default defineConfig({
  test: {
    name: 'machines',
    environment: 'node',
    include: ['tests/machines/**/*.test.ts'],
    // As the node project of vitest.config.ts: the path tests run for seconds under Stryker's
    // instrumentation on a busy machine, and a vitest timeout would read as a killed mutant.
    testTimeout: 20_000,
  },
});
