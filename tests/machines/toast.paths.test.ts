import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, type EventFromLogic, type SnapshotFrom } from 'xstate';
import { TOAST_LIFETIME_MS, toastMachine, type Toast } from '../../src/machines/toast.machine.ts';

type ToastEvent = EventFromLogic<typeof toastMachine>;
type ToastSnapshot = SnapshotFrom<typeof toastMachine>;

// Up to three toasts, shown and dismissed in every order; a toast's own timer is the same
// `toast.dismiss` as the close button, so the model covers both, and the clock is checked below.
const events: ToastEvent[] = [
  { type: 'toast.show', kind: 'success', message: 'Item added to cart' },
  { type: 'toast.show', kind: 'error', message: 'Failed to update cart' },
  ...['toast-1', 'toast-2', 'toast-3'].map((id): ToastEvent => ({ type: 'toast.dismiss', id })),
];
const paths = getShortestPaths(toastMachine, { events, stopWhen: (snapshot: ToastSnapshot) => snapshot.context.nextId > 3 });
const idNumber = (toast: Toast) => Number(toast.id.replace('toast-', ''));

describe('toastMachine, every shortest path', () => {
  it('keeps the newest on top, each id once and below the next id, on every step', () => {
    expect(paths.length).toBeGreaterThan(10);
    for (const path of paths) {
      for (const { state } of path.steps) {
        const numbers = state.context.toasts.map(idNumber);
        expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
        expect(new Set(numbers).size).toBe(numbers.length);
        for (const number of numbers) expect(number).toBeLessThan(state.context.nextId);
      }
    }
  });

  it('walked on a real actor with 1.5 s between events (simulated clock), each toast leaves exactly 3 s after it came, or when dismissed', () => {
    const STEP_MS = 1500;
    let expiredOnTheWay = 0;
    for (const path of paths) {
      const clock = new SimulatedClock();
      const actor = createActor(toastMachine, { clock }).start();
      const shown = () => actor.getSnapshot().context.toasts;
      // The oracle: what should be on screen, each toast with the time it appeared.
      let expected: { toast: Toast; shownAt: number }[] = [];
      let now = 0;
      let count = 0;
      for (const { event } of path.steps.slice(1)) {
        actor.send(event);
        if (event.type === 'toast.show') {
          count += 1;
          expected = [{ toast: { id: `toast-${count}`, kind: event.kind, message: event.message }, shownAt: now }, ...expected];
        } else {
          expected = expected.filter((entry) => entry.toast.id !== event.id);
        }
        expect(shown()).toEqual(expected.map((entry) => entry.toast));
        clock.increment(STEP_MS - 1);
        now += STEP_MS - 1;
        expect(shown()).toEqual(expected.filter((entry) => entry.shownAt + TOAST_LIFETIME_MS > now).map((entry) => entry.toast));
        clock.increment(1);
        now += 1;
        const staying = expected.filter((entry) => entry.shownAt + TOAST_LIFETIME_MS > now);
        expiredOnTheWay += expected.length - staying.length;
        expected = staying;
        expect(shown()).toEqual(expected.map((entry) => entry.toast));
      }
      // Nothing stays for good, and a dismissed toast's timer never fires twice (nothing else leaves).
      clock.increment(TOAST_LIFETIME_MS);
      expect(shown()).toEqual([]);
      actor.stop();
    }
    expect(expiredOnTheWay).toBeGreaterThan(0);
  });
});
