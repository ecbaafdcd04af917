import type { AnyMachineSnapshot, EventObject } from 'xstate';

/**
 * The events a walk offers in a state: the requests' answers only while that request runs (an
 * answer from an actor that is not there cannot arrive, and xstate would stop the machine on an
 * unhandled error event), every other event always.
 */
export function offered<E extends EventObject>(events: readonly E[]) {
  return (snapshot: AnyMachineSnapshot): E[] =>
    events.filter((event) => {
      const answer = /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(event.type);
      return !answer || (answer[1] !== undefined && snapshot.children[answer[1]] !== undefined);
    });
}

type ActionLike = { readonly type: string; readonly params?: unknown };

/** The events a pure transition's actions emit (its effects). */
export function emittedBy(actions: readonly ActionLike[]): unknown[] {
  return actions.filter((action) => action.type === 'xstate.emit').map((action) => (action.params as { event: unknown }).event);
}

/** The events a pure transition's actions send to its children. */
export function sentBy(actions: readonly ActionLike[]): unknown[] {
  return actions.filter((action) => action.type === 'xstate.sendTo').map((action) => (action.params as { event: unknown }).event);
}
