import type { Queryable } from '../db/database.ts';

// PostgreSQL allows 65,535 parameters per statement; stay well below.
const MAX_PARAMS = 30_000;

/** Inserts many rows with multi-row VALUES statements, so seeding 10,000 products takes seconds. */
export async function bulkInsert(
  db: Queryable,
  table: string,
  columns: readonly string[],
  rows: readonly (readonly unknown[])[],
): Promise<void> {
  const perStatement = Math.max(1, Math.floor(MAX_PARAMS / columns.length));
  for (let start = 0; start < rows.length; start += perStatement) {
    const chunk = rows.slice(start, start + perStatement);
    const params: unknown[] = [];
    const values = chunk.map(
      (row) =>
        `(${row
          .map((value) => {
            params.push(value);
            return `$${params.length}`;
          })
          .join(', ')})`,
    );
    await db.query(`insert into ${table} (${columns.join(', ')}) values ${values.join(', ')}`, params);
  }
}
