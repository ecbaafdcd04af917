import type { StatePath } from '@xstate/graph';
import { expect } from 'vitest';
import {
  createActor,
  SimulatedClock,
  transition,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
  type InputFrom,
} from 'xstate';

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
  const now = () => {
    const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
    return { value: snapshot.value, context: snapshot.context };
  };
  for (const step of path.steps) {
    const delay = timers[step.event.type];
    if (step.event.type === 'xstate.init') {
      // The actor started in the model's first state.
    } else if (delay !== undefined) {
      // Until the last millisecond of the delay, nothing moves.
      const before = now();
      clock.increment(delay - 1);
      expect(now(), `${step.event.type} fired early`).toEqual(before);
      clock.increment(1);
    } else {
      actor.send(step.event);
    }
    expect(now(), `after ${step.event.type}`).toEqual({ value: step.state.value, context: step.state.context });
  }
  actor.stop();
  return emitted;
}

/** A request that is still under way: the path sends its answer. */
export const neverSettles = <T>(): Promise<T> => new Promise<T>(() => {});

/**
 * Every transition, not only every state: each shortest path once more with each event at its
 * end (a retry, a timer that fires in a state the shortest paths only pass through).
 */
export function withEveryEvent(
  machine: AnyStateMachine,
  paths: readonly StatePath<AnyMachineSnapshot, EventObject>[],
  events: readonly EventObject[],
) {
  return paths.flatMap((path) =>
    events.map((event): StatePath<AnyMachineSnapshot, EventObject> => {
      const [state] = transition(machine, path.state, event);
      return { state, steps: [...path.steps, { event, state }], weight: path.weight + 1 };
    }),
  );
}
