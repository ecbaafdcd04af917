import { createContext, use } from 'react';
import { createActor, type AnyActorRef, type AnyStateMachine } from 'xstate';
import { BROWSER_ONLY } from '../../machines/app-effects.ts';

/**
 * One page rendered on the server (src/ui/entry-server.tsx): the screens' actors, each run until its
 * first data has settled or the deadline has passed, and the status the page answers with.
 * Used only by the server renderer's build; the browser's bundle drops it.
 */
export interface ServerRender {
  /** 200, or 404 when the page shows a not-found screen (useNotFoundStatus). */
  status: number;
  /** Resolves when the render may wait no longer: a screen still loading is rendered loading. */
  readonly deadline: Promise<void>;
  /** Each screen actor by its place in the tree (React's useId, the same on every retry). */
  readonly actors: Map<string, Promise<AnyActorRef>>;
}

/** Null in the browser; the server renderer provides one per page. */
export const ServerRenderContext = /* @__PURE__ */ createContext<ServerRender | null>(null);

/** A new render's record; the deadline is the caller's (a timer, a test's promise). */
export function createServerRender(deadline: Promise<void>): ServerRender {
  return { status: 200, deadline, actors: new Map() };
}

/**
 * Starts the actor and resolves with it once nothing in it is loading any more (no invoked promise
 * is running in it or in any child machine), or at the deadline, whichever comes first.
 */
export function settledActor(render: ServerRender, logic: AnyStateMachine, input: unknown): Promise<AnyActorRef> {
  return new Promise((resolve) => {
    const check = () => {
      if (!isBusy(actor)) resolve(actor);
    };
    const actor = createActor(logic, {
      input,
      // Every change anywhere in the actor's system (a child's request ending changes only the
      // child), checked once the change is done.
      inspect: (event) => {
        if (event.type === '@xstate.snapshot') queueMicrotask(check);
      },
    });
    actor.start();
    check();
    void render.deadline.then(() => resolve(actor));
  });
}

/**
 * The screens' persisted snapshots by their place in the tree, as JSON safe inside a <script>
 * element: the browser starts each screen's actor from its snapshot (useScreenActor).
 */
export async function screenSnapshots(render: ServerRender): Promise<string> {
  const entries = await Promise.all([...render.actors].map(async ([key, actor]) => [key, (await actor).getPersistedSnapshot()] as const));
  // In the order of their keys, not of which screen's data came first: the same page is then the
  // same bytes each time it is rendered, and keeps its ETag.
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify(Object.fromEntries(entries)).replace(/</g, '\\u003c');
}

/** Stops every actor the render started (their timers and requests end with the page). */
export async function stopActors(render: ServerRender): Promise<void> {
  const actors = await Promise.all(render.actors.values());
  actors.forEach((actor) => actor.stop());
}

/**
 * Something in the actor is still running: an invoked promise, or a machine child that is busy
 * itself. A child whose work is the browser's (BROWSER_ONLY) is not waited for.
 */
function isBusy(actor: AnyActorRef): boolean {
  const snapshot = actor.getSnapshot() as { status: string; value?: unknown; children?: Record<string, AnyActorRef | undefined> };
  if (snapshot.status !== 'active') return false;
  // A machine's snapshot has a state value; a promise's (or a callback's) has none and is busy while active.
  if (!('value' in snapshot)) return true;
  return Object.entries(snapshot.children ?? {}).some(([id, child]) => id !== BROWSER_ONLY && child !== undefined && isBusy(child));
}

/**
 * A not-found screen (PageMeta's `notFound`): on the server the page then answers 404, so search
 * engines drop it; in the browser nothing happens.
 */
export const useNotFoundStatus: (notFound: boolean) => void = import.meta.env.SERVER_RENDER === true ? useServerNotFoundStatus : () => {};

function useServerNotFoundStatus(notFound: boolean): void {
  const render = use(ServerRenderContext);
  if (render && notFound) render.status = 404;
}
