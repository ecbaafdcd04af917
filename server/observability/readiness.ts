import type { components } from '../../src/api/schema.gen.ts';
import type { AppDeps } from '../app-deps.ts';

type Readiness = components['schemas']['Readiness'];

/** A database slower than this to answer `select 1` is as good as down for a load balancer. */
export const DATABASE_DEADLINE_MS = 1_000;

/** Whether this process should get traffic: not draining, and its database answers in time. */
export async function checkReadiness(deps: Pick<AppDeps, 'db' | 'draining'>): Promise<Readiness> {
  if (deps.draining?.()) return { status: 'unavailable', message: 'The server is shutting down' };
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), DATABASE_DEADLINE_MS)));
  try {
    const answer = await Promise.race([deps.db.query('select 1').then(() => 'answered' as const), late]);
    return answer === 'answered' ? { status: 'ready' } : { status: 'unavailable', message: 'The database did not answer in time' };
  } catch {
    return { status: 'unavailable', message: 'The database did not answer' };
  } finally {
    clearTimeout(timer);
  }
}
