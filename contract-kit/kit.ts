import { ContractClient } from './client.ts';
import { negatives } from './negatives.ts';
import { Report } from './report.ts';
import { walk, type WalkOptions } from './walk.ts';
import { walkStudio } from './walk-studio.ts';

export interface KitOptions extends WalkOptions {
  readonly baseUrl: string;
  /** fast-check's seed, so a failing run can be repeated exactly. */
  readonly seed?: number;
}

/** Walks the documented flows, then sends the generated negative checks; the report says how it went. */
export async function runKit(options: KitOptions): Promise<Report> {
  const report = new Report();
  const client = new ContractClient(options.baseUrl.replace(/\/$/, ''), report);
  const session = await walk(client, options);
  await walkStudio(client, options, session);
  await negatives(client, session, options.seed ?? 17, options.studioKey);
  return report;
}
