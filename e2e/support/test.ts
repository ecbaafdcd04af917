import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/** A made-up address in 10.0.0.0/8, one per journey. */
function clientAddress(): string {
  const octet = () => Math.floor(Math.random() * 256);
  return `10.${octet()}.${octet()}.${octet()}`;
}

/**
 * Playwright's test, with each journey a client of its own: its browser contexts and their API
 * requests say they come from a new address (X-Forwarded-For, read by the test server, which
 * playwright.config.ts starts behind one trusted proxy). The server's throttles count per client
 * address over 15 minutes, as for shoppers in different homes; from one address, a suite run
 * again within the quarter hour (`--repeat-each`) used up the 20 password resets it allows.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': clientAddress() });
  },
});
