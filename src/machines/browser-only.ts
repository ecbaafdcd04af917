/**
 * The id of an invoked child whose work is the browser's, such as waiting for the session to learn
 * who is signed in (on the server nobody signs in). The server renders a page without waiting for
 * such a child (src/ui/app/server-render.ts); the browser, starting the screen from the server's
 * snapshot, starts the child again.
 */
export const BROWSER_ONLY = 'browserOnly';
