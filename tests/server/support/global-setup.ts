// Vitest's global setup for the server suite: the seeded template databases, once per run.
import { prepareTestTemplates } from './test-database.ts';

export default async function setup(): Promise<void> {
  await prepareTestTemplates(process.env.TEST_POSTGRES_URL || process.env.TEST_DATABASE_URL || undefined);
}
