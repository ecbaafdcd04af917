import type { Database, Queryable } from '../../../server/db/database.ts';

/** The database, remembering every statement sent to it (inside transactions too), for tests that count or read them. */
export function recordingDatabase(db: Database): { db: Database; statements: string[] } {
  const statements: string[] = [];
  const recorded = (target: Queryable): Queryable => ({
    query: (sql, params) => {
      statements.push(sql);
      return target.query(sql, params);
    },
  });
  return {
    statements,
    db: {
      kind: db.kind,
      ...recorded(db),
      transaction: (work) => db.transaction((tx) => work(recorded(tx))),
      exec: (sql) => db.exec(sql),
      close: () => db.close(),
    },
  };
}
