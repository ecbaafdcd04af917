import type { Database } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { oneProcessAtATime } from './db/startup-lock.ts';
import type { Logger } from './platform/logger.ts';
import { seedDemoShop } from './seed/demo-shop.ts';
import { seedIfEmpty } from './seed/seed-catalogue.ts';

/** Applies pending migrations and seeds an empty catalogue, one starting process at a time on PostgreSQL. */
export async function prepareDatabase(db: Database, databaseUrl: string | undefined, log: Logger): Promise<void> {
  await oneProcessAtATime(databaseUrl, async () => {
    const applied = await migrate(db);
    if (applied.length > 0) log.info(`Applied migrations: ${applied.join(', ')}`);
    if (await seedIfEmpty(db, seedDemoShop)) log.info('Seeded the demo shop');
  });
}
