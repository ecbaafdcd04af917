import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../server/payments/provider-choice.ts';
import { DEFAULT_WORKERS, readWorkers } from '../../server/platform/workers.ts';

const POSTGRES = 'postgres://studio:studio@localhost:5432/studio';

describe('WORKERS: how many server processes share the port', () => {
  it('is one unless set', () => {
    expect(DEFAULT_WORKERS).toBe(1);
    expect(readWorkers({})).toBe(1);
    expect(readWorkers({ WORKERS: '' })).toBe(1);
    expect(readWorkers({ WORKERS: '1' })).toBe(1);
  });

  it('takes 2 to 64 processes on PostgreSQL', () => {
    expect(readWorkers({ WORKERS: '2', DATABASE_URL: POSTGRES })).toBe(2);
    expect(readWorkers({ WORKERS: '64', DATABASE_URL: POSTGRES })).toBe(64);
  });

  it('refuses more than one process on the embedded database, saying what to set', () => {
    expect(() => readWorkers({ WORKERS: '2' })).toThrow(
      new ConfigError(
        'WORKERS=2 needs DATABASE_URL (PostgreSQL): the embedded database allows one process per data directory. Set DATABASE_URL, or leave WORKERS at 1',
      ),
    );
    expect(() => readWorkers({ WORKERS: '2', DATABASE_URL: '' })).toThrow(ConfigError);
  });

  it.each(['0', '65', '1.5', 'two', '-1', ' '])("refuses WORKERS='%s'", (value) => {
    expect(() => readWorkers({ WORKERS: value, DATABASE_URL: POSTGRES })).toThrow(
      new ConfigError(`WORKERS must be a whole number from 1 to 64, not '${value}'`),
    );
  });
});
