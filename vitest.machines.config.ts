import { defineConfig } from 'vitest/config';

/** The machine tests (they use the domain): what Stryker runs for every mutant of src/machines. */
export default defineConfig({
  test: {
    name: 'machines',
    environment: 'node',
    include: ['tests/machines/**/*.test.ts'],
  },
});
