import { defineConfig } from 'vitest/config';

/** Only the pure domain tests: what Stryker runs for every mutant of src/domain. */
export default defineConfig({
  test: {
    name: 'domain',
    environment: 'node',
    include: ['tests/domain/**/*.test.ts'],
  },
});
