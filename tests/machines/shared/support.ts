import { createActor, fromPromise, setup, type AnyActorRef, type AnyStateMachine } from 'xstate';

/** A stand-in session actor: the context the screen machines read (token, user with wishlist). */
export function sessionWith(token: string | null, wishlistProductIds: string[] = []): AnyActorRef {
  const machine = setup({
    types: { context: {} as { token: string | null; user: { wishlist: { productId: { _id: string } }[] } | null } },
  }).createMachine({
    context: { token, user: token ? { wishlist: wishlistProductIds.map((_id) => ({ productId: { _id } })) } : null },
  });
  return createActor(machine).start();
}

/** Starts a machine and records every event it emits, in order. */
export function startRecording<T extends AnyStateMachine>(machine: T, input: unknown) {
  const actor = createActor(machine as AnyStateMachine, { input }).start();
  const emitted: unknown[] = [];
  actor.on('*', (event: unknown) => emitted.push(event));
  return { actor, emitted };
}

/** A request that answers with `output`, remembering what it was asked. */
export function answering<O, I>(output: O) {
  const calls: I[] = [];
  return { calls, logic: fromPromise<O, I>(({ input }) => (calls.push(input), Promise.resolve(output))) };
}

/** A request that fails with `error`. */
export function failing<O, I>(error: unknown) {
  const calls: I[] = [];
  return { calls, logic: fromPromise<O, I>(({ input }) => (calls.push(input), Promise.reject(error))) };
}

/** Lets the pending promise callbacks run. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
