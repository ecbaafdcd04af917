import type { AnyActorRef } from 'xstate';

/**
 * React Router's key of the location this document was loaded at, read when the app's entry is
 * evaluated, before any navigation: 'default' on a first visit, and the key kept in the history
 * entry when a page reached inside the app is loaded again (a reload, a return after the browser
 * dropped the page). Only that location was rendered by the server.
 */
export const DOCUMENT_LOCATION_KEY = typeof window === 'undefined' ? 'default' : historyKey(window.history.state);

function historyKey(state: unknown): string {
  return state && typeof state === 'object' && 'key' in state && typeof state.key === 'string' ? state.key : 'default';
}

/**
 * The snapshot the server rendered the screen at this place in the tree with (its useId key), to
 * start the same actor from while the browser takes the server's markup over; undefined for a
 * screen the server did not render (a later navigation: React gives those other keys). The
 * persisted snapshot names the session actor (`session` in its context and its children's) by id
 * only; the browser's own session actor goes in its place.
 */
export function serverSnapshot(key: string, session: AnyActorRef): unknown {
  // server/static-site.ts writes the snapshots into this element.
  const text = document.getElementById('screen-snapshots')?.textContent;
  return text
    ? (JSON.parse(text, (name, value) => (name === 'session' && value?.xstate$$type ? session : value)) as Record<string, unknown>)[key]
    : undefined;
}
