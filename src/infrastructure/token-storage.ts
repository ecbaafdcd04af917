/** The session token lives in localStorage under 'token' (spec: Session). */
const KEY = 'token';

export function readToken(): string | null {
  return globalThis.localStorage?.getItem(KEY) ?? null;
}

export function writeToken(token: string): void {
  globalThis.localStorage?.setItem(KEY, token);
}

export function clearToken(): void {
  globalThis.localStorage?.removeItem(KEY);
}
