import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Health } from '../../src/api/health.ts';
import { healthMachine } from '../../src/machines/health.machine.ts';

const health: Health = { status: 'ok', service: 'studio-shop', version: '9.9.9' };

describe('healthMachine', () => {
  it('loads the health through the injected actor', async () => {
    const actor = createActor(healthMachine.provide({ actors: { loadHealth: fromPromise(async () => health) } })).start();
    expect(actor.getSnapshot().value).toBe('loading');
    const snapshot = await waitFor(actor, (s) => s.matches('ready'));
    expect(snapshot.context.health).toEqual(health);
  });

  it('fails when the request fails, and loads again on retry', async () => {
    let calls = 0;
    const flaky = fromPromise(async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return health;
    });
    const actor = createActor(healthMachine.provide({ actors: { loadHealth: flaky } })).start();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.health).toBeNull();

    actor.send({ type: 'health.retry' });
    const snapshot = await waitFor(actor, (s) => s.matches('ready'));
    expect(snapshot.context.health?.version).toBe('9.9.9');
    expect(calls).toBe(2);
  });

  it('ignores retry unless it failed', async () => {
    const actor = createActor(healthMachine.provide({ actors: { loadHealth: fromPromise(async () => health) } })).start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'health.retry' });
    expect(actor.getSnapshot().value).toBe('ready');
  });
});
