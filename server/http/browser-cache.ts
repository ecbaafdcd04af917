/**
 * The Cache-Control of the public lists the home page prefetches (the shop's categories, the blog's
 * categories and posts, a visitor's gallery lists): a browser that fetched one keeps it for a
 * minute, so a visitor who goes on to the shop, Captured Notes or a gallery reads it from the
 * browser's cache instead of asking again. `private`: a shared cache in front of the server (nginx)
 * does not keep it, and what the studio changes is served at once to everyone who does not already
 * hold the answer.
 */
export const BROWSER_KEEPS_A_MINUTE = 'private, max-age=60';

/**
 * A signed-in customer's answer that carries their own state (the gallery's likes): a browser asks
 * again before reusing it, so a like shows on the next read; a shared cache does not keep it.
 */
export const BROWSER_ASKS_AGAIN = 'private, no-cache';
