/**
 * Where to go after logging in: the page that sent the shopper to /login (passed as
 * `state.from` by whoever redirected), else the home page.
 */
export function returnPath(state: unknown): string {
  if (typeof state === 'object' && state !== null && 'from' in state && typeof state.from === 'string' && state.from.startsWith('/')) {
    return state.from === '/login' ? '/' : state.from;
  }
  return '/';
}
