import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCountedPage, type CountedPageQuery } from '../../server/db/counted-page.ts';
import { recordingDatabase } from './support/recording-database.ts';
import { openTestDatabase, type TestDatabase } from './support/test-database.ts';

// A page of a list and its number of matches, read together: the blog's and the galleries' lists.

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.exec(`create table counted_things (id int primary key, colour text not null);
    insert into counted_things select n, case when n % 3 = 0 then 'red' else 'blue' end from generate_series(1, 10) n;`);
});
afterAll(async () => database.dispose());

const things = (colour: string, limit: number, offset: number): CountedPageQuery => ({
  columns: 'id, colour',
  from: 'counted_things',
  countFrom: 'counted_things',
  where: 'where colour = $1',
  params: [colour],
  order: 'order by id',
  limit,
  offset,
});

describe('readCountedPage', () => {
  it('reads a page and the number of all matches in one statement, the rows without the count', async () => {
    const { db, statements } = recordingDatabase(database.db);
    const page = await readCountedPage<{ id: number; colour: string }>(db, things('blue', 2, 2));
    expect(page).toEqual({
      rows: [
        { id: 4, colour: 'blue' },
        { id: 5, colour: 'blue' },
      ],
      total: 7,
    });
    expect(statements).toHaveLength(1);
  });

  it('reads the last, shorter page with the same total', async () => {
    const page = await readCountedPage<{ id: number }>(database.db, things('red', 2, 2));
    expect(page.rows.map((row) => row.id)).toEqual([9]);
    expect(page.total).toBe(3);
  });

  it('counts on its own past the last page, where no row carries the count', async () => {
    const { db, statements } = recordingDatabase(database.db);
    expect(await readCountedPage(db, things('red', 2, 4))).toEqual({ rows: [], total: 3 });
    expect(statements).toHaveLength(2);
  });

  it('answers 0 for a first page without rows, without counting again', async () => {
    const { db, statements } = recordingDatabase(database.db);
    expect(await readCountedPage(db, things('green', 2, 0))).toEqual({ rows: [], total: 0 });
    expect(statements).toHaveLength(1);
  });
});
