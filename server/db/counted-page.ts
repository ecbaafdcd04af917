import type { Queryable } from './database.ts';

/** One page of a filtered list: its rows, its filter, order and window, and the number of all matches. */
export interface CountedPageQuery {
  /** The select list of a row. */
  readonly columns: string;
  /** What the rows are read from (tables and joins). */
  readonly from: string;
  /** What the matches are counted in: `from`, or its first table when the joins add no rows. */
  readonly countFrom: string;
  /** The filter, `where …`, with its parameters numbered from $1. */
  readonly where: string;
  readonly params: readonly unknown[];
  /** `order by …` */
  readonly order: string;
  readonly limit: number;
  readonly offset: number;
}

/**
 * A page and the number of matches in one statement: the count rides on every row, so the page
 * costs one wait on the database instead of two (PGlite runs statements one after another). A page
 * past the last has no row to carry it: it is counted on its own then, and a first page with no
 * row has no match at all.
 */
export async function readCountedPage<Row>(db: Queryable, query: CountedPageQuery): Promise<{ rows: Row[]; total: number }> {
  const { columns, from, countFrom, where, params, order, limit, offset } = query;
  const count = `select count(*)::int as total from ${countFrom} ${where}`;
  const rows = await db.query<Row & { total: number }>(
    `select ${columns}, (${count}) as total from ${from} ${where} ${order} limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, limit, offset],
  );
  const total = rows[0]?.total ?? (offset === 0 ? 0 : ((await db.query<{ total: number }>(count, params))[0]?.total ?? 0));
  return { rows: rows.map(({ total: _total, ...row }) => row as Row), total };
}
