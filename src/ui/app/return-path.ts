/**
 * Pages a login never returns to: /login itself, and the pages that work from a one-time token
 * in their address (after a login the token is spent or beside the point).
 */
const NOT_RETURNABLE = ['/login', '/forgot-password', '/reset-password', '/verify-email'];

/** A path of this site (not `//other.host`) that is worth coming back to after a login. */
export function isReturnPath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//')) return false;
  const pathname = path.split(/[?#]/, 1)[0] ?? path;
  return !NOT_RETURNABLE.some((page) => pathname === page || pathname.startsWith(`${page}/`));
}

/**
 * Where to go after logging in: the page that sent the shopper to /login (passed as
 * `state.from` by whoever redirected or linked there), else the home page.
 */
export function returnPath(state: unknown): string {
  if (typeof state === 'object' && state !== null && 'from' in state && typeof state.from === 'string' && isReturnPath(state.from)) {
    return state.from;
  }
  return '/';
}

/** The router state a link to /login carries from `path` (the path and query being shown). */
export function loginLinkState(path: string): { from: string } | undefined {
  return isReturnPath(path) ? { from: path } : undefined;
}
