import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.ts';
import { loadMigrations, migrate } from '../../server/db/migrate.ts';
import { openPostgresDatabase } from '../../server/db/postgres-database.ts';
import { oneProcessAtATime } from '../../server/db/startup-lock.ts';

// The PostgreSQL pass sets it (vitest.config.ts includes this folder only there).
const url = process.env.TEST_DATABASE_URL ?? '';

describe('processes starting together on one PostgreSQL', () => {
  let admin: Database;
  const made: string[] = [];

  beforeAll(async () => {
    admin = await openPostgresDatabase({ connectionString: url, maxConnections: 1 });
  });
  afterAll(async () => {
    for (const name of made) await admin.exec(`drop database if exists ${name} with (force)`);
    await admin.close();
  });

  async function emptyDatabase(): Promise<{ name: string; databaseUrl: string }> {
    const name = `studio_start_${randomBytes(6).toString('hex')}`;
    await admin.exec(`create database ${name}`);
    made.push(name);
    return { name, databaseUrl: Object.assign(new URL(url), { pathname: `/${name}` }).href };
  }

  it('prepare the database one after the other', async () => {
    const { name, databaseUrl } = await emptyDatabase();
    const steps: string[] = [];
    let finishFirst = () => {};
    const first = oneProcessAtATime(databaseUrl, async () => {
      steps.push('first begins');
      await new Promise<void>((resolve) => (finishFirst = resolve));
      steps.push('first ends');
    });
    await expect.poll(() => steps).toEqual(['first begins']);
    const second = oneProcessAtATime(databaseUrl, async () => {
      steps.push('second begins');
    });
    // The second waits on the lock until the first has finished.
    const waiting = () =>
      admin.query<{ count: number }>(
        `select count(*)::int as count from pg_locks
          where locktype = 'advisory' and not granted and database = (select oid from pg_database where datname = $1)`,
        [name],
      );
    await expect.poll(waiting).toEqual([{ count: 1 }]);
    expect(steps).toEqual(['first begins']);
    finishFirst();
    await Promise.all([first, second]);
    expect(steps).toEqual(['first begins', 'first ends', 'second begins']);
  });

  it('both start on an empty database, each migration applied once', async () => {
    const { databaseUrl } = await emptyDatabase();
    const [one, two] = await Promise.all(
      [1, 2].map(async () => {
        const db = await openPostgresDatabase({ connectionString: databaseUrl, maxConnections: 2 });
        try {
          return await oneProcessAtATime(databaseUrl, () => migrate(db));
        } finally {
          await db.close();
        }
      }),
    );
    const all = (await loadMigrations()).map((migration) => migration.name);
    expect([...(one ?? []), ...(two ?? [])].sort()).toEqual(all.sort());
    expect([one?.length, two?.length].sort()).toEqual([0, all.length]);
  }, 60_000);
});
