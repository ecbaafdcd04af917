import { describe, expect, it } from 'vitest';
import { fromCallback, fromPromise, setup } from 'xstate';
import { BROWSER_ONLY } from '../../../src/machines/app-effects.ts';
import { createServerRender, settledActor } from '../../../src/ui/app/server-render.ts';

/** A screen that loads its data, then keeps a child running (a watcher, a timer) under `childId`. */
function screenWithChild(childId: string, childStarted: () => void) {
  return setup({
    actors: {
      load: fromPromise(async () => 'data'),
      keepRunning: fromCallback(() => {
        childStarted();
        return () => {};
      }),
    },
  }).createMachine({
    initial: 'loading',
    states: {
      loading: { invoke: { src: 'load', onDone: 'loaded' } },
      loaded: { invoke: { id: childId, src: 'keepRunning' } },
    },
  });
}

/** Lets every queued task and microtask run (no clock involved). */
const nextTask = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('settledActor', () => {
  it("settles once the data is in while a child does the browser's work (waiting for a sign-in)", async () => {
    const noDeadline = new Promise<void>(() => {});
    const actor = await settledActor(
      createServerRender(noDeadline),
      screenWithChild(BROWSER_ONLY, () => {}),
      {},
    );
    expect(actor.getSnapshot().value).toBe('loaded');
    actor.stop();
  });

  it('waits for the deadline while any other child is still running', async () => {
    let passDeadline = () => {};
    const deadline = new Promise<void>((resolve) => (passDeadline = resolve));
    let childStarted = false;
    let settled = false;
    const pending = settledActor(
      createServerRender(deadline),
      screenWithChild('request', () => (childStarted = true)),
      {},
    ).then((actor) => {
      settled = true;
      return actor;
    });
    while (!childStarted) await nextTask();
    await nextTask();
    expect(settled).toBe(false);
    passDeadline();
    const actor = await pending;
    expect(actor.getSnapshot().value).toBe('loaded');
    actor.stop();
  });
});
