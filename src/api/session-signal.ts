/**
 * The "session expired" signal: every 401 answer from any call ends up here, once per answer.
 * The session machine subscribes; the API client only emits. Listeners are called synchronously
 * and in subscription order, so a listener that clears the token does so before the caller
 * sees the Unauthorized error.
 *
 * Wiring: const expired = createSessionExpiredSignal();
 *         createApiClient({ baseUrl: '/api/v1', getToken: readToken, onSessionExpired: expired.emit });
 *         expired.subscribe(() => sessionActor.send({ type: 'session.expired' }));
 */
export interface SessionExpiredSignal {
  readonly emit: () => void;
  /** Returns the function that unsubscribes. */
  readonly subscribe: (listener: () => void) => () => void;
}

export function createSessionExpiredSignal(): SessionExpiredSignal {
  const listeners = new Set<() => void>();
  return {
    emit: () => {
      for (const listener of [...listeners]) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
