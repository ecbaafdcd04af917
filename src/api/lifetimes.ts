/** How long a read stays fresh before it is fetched again. */
const MINUTE_MS = 60_000;

export const DEFAULT_FRESH_MS = 5 * MINUTE_MS;
export const PRODUCT_LIST_FRESH_MS = 5 * MINUTE_MS;
export const PRODUCT_FRESH_MS = 10 * MINUTE_MS;
export const CATEGORIES_FRESH_MS = 30 * MINUTE_MS;
