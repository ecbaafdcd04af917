/** Where the server supplies a message it is shown; otherwise the spec's fallback. */
export function serverMessageOr(serverMessage: unknown, fallback: string): string {
  return typeof serverMessage === 'string' && serverMessage.trim() !== '' ? serverMessage : fallback;
}
