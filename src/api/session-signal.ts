/**
 * The "session expired" signal: every 401 answer from any call ends up here, once per answer,
 * with the server's reason when its body gave one ('Authentication expired. Please log in again.').
 * The session machine subscribes; the API client only emits. Listeners are called synchronously
 * and in subscription order, so a listener that clears the token does so before the caller
 * sees the Unauthorized error.
 *
 * Wiring: const expired = createSessionExpiredSignal();
 *         createApiClient({ baseUrl: '/api/v1', getToken: readToken, onSessionExpired: expired.emit });
 *         expired.subscribe(() => sessionActor.send({ type: 'session.expired' }));
 */
export type SessionExpiredListener = (reason: string | undefined) => void;

export interface SessionExpiredSignal {
  readonly emit: SessionExpiredListener;
  /** Returns the function that unsubscribes. */
  readonly subscribe: (listener: SessionExpiredListener) => () => void;
}

export function createSessionExpiredSignal(): SessionExpiredSignal {
  const listeners = new Set<SessionExpiredListener>();
  return {
    emit: (reason) => {
      for (const listener of [...listeners]) listener(reason);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
