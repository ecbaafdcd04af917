import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { fromPromise, type EventFromLogic } from 'xstate';
import type { Health } from '../../src/api/health.ts';
import { healthMachine } from '../../src/machines/health.machine.ts';
import { neverSettles, replay, withEveryEvent } from './support/replay.ts';

const health: Health = { status: 'ok', service: 'studio-shop', version: '9.9.9' };
const events = [
  { type: 'health.retry' },
  { type: 'xstate.done.actor.loadHealth', output: health },
  { type: 'xstate.error.actor.loadHealth', error: new Error('offline') },
] as unknown as EventFromLogic<typeof healthMachine>[];

describe('healthMachine, every shortest path', () => {
  const paths = getShortestPaths(healthMachine, { events });

  it('reaches loading, ready and failed; holds the health exactly when ready', () => {
    expect(new Set(paths.map((path) => path.state.value))).toEqual(new Set(['loading', 'ready', 'failed']));
    for (const path of paths) {
      for (const { state } of path.steps) expect(state.context.health !== null).toBe(state.matches('ready'));
    }
  });

  it('loads again after a failure and only then, walked on a real actor too', () => {
    const pending = healthMachine.provide({ actors: { loadHealth: fromPromise(() => neverSettles()) } });
    const retried = withEveryEvent(healthMachine, paths, [{ type: 'health.retry' }]);
    for (const path of retried) {
      replay(pending, path);
      const before = path.steps.at(-2)?.state;
      expect(path.state.value).toBe(before?.matches('failed') ? 'loading' : before?.value);
    }
    expect(retried.map((path) => path.state.value).sort()).toEqual(['loading', 'loading', 'ready']);
  });
});
