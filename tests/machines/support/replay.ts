import type { StatePath } from '@xstate/graph';
import { expect } from 'vitest';
import { createActor, SimulatedClock, type AnyMachineSnapshot, type AnyStateMachine, type EventObject, type InputFrom } from 'xstate';

interface ReplayOptions<TMachine extends AnyStateMachine> {
  readonly input?: InputFrom<TMachine>;
  /** The model's timer events (`xstate.after...`) and how far the clock must move to fire each. */
  readonly timers?: Readonly<Record<string, number>>;
}

/**
 * Walks one path of the model on a real actor: the answers of requests are sent as the model
 * sends them (give the machine requests that never settle), a timer event moves a simulated
 * clock by its delay instead. After every step the actor must be where the model is. Returns
 * everything the actor emitted, in order, to check the effects a path produced.
 */
export function replay<TMachine extends AnyStateMachine>(
  machine: TMachine,
  path: StatePath<AnyMachineSnapshot, EventObject>,
  { input, timers = {} }: ReplayOptions<TMachine> = {},
): EventObject[] {
  const clock = new SimulatedClock();
  const emitted: EventObject[] = [];
  const actor = createActor(machine as AnyStateMachine, { clock, input });
  actor.on('*', (event: EventObject) => emitted.push(event));
  actor.start();
  for (const step of path.steps) {
    const delay = timers[step.event.type];
    if (step.event.type === 'xstate.init') {
      // The actor started in the model's first state.
    } else if (delay !== undefined) {
      clock.increment(delay - 1);
      expect(actor.getSnapshot().value, `${step.event.type} fired early`).not.toEqual(step.state.value);
      clock.increment(1);
    } else {
      actor.send(step.event);
    }
    const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
    expect({ value: snapshot.value, context: snapshot.context }, `after ${step.event.type}`).toEqual({ value: step.state.value, context: step.state.context });
  }
  actor.stop();
  return emitted;
}

/** A request that is still under way: the path sends its answer. */
export const neverSettles = <T,>(): Promise<T> => new Promise<T>(() => {});
