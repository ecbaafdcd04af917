// What a page is rendered and cached under. Links shared on social networks and in campaigns come
// back with tracking parameters (Facebook adds an fbclid of its own to every click): the page is
// the same, so it is rendered from, and kept under, its address without them. Otherwise every
// visitor from a shared link would miss the page cache and cost a render.

/** Query parameters that only say where a visitor came from. */
const TRACKING = /^(utm_[a-z_]+|fbclid|gclid|gbraid|wbraid|dclid|msclkid|igshid|twclid|ttclid|mc_cid|mc_eid)$/i;

/** The path and query a page is rendered from: the request's, without tracking parameters. */
export function pageAddress(requestUrl: string): string {
  const url = new URL(requestUrl);
  const kept = [...url.searchParams].filter(([name]) => !TRACKING.test(name));
  if (kept.length === [...url.searchParams].length) return `${url.pathname}${url.search}`;
  const query = new URLSearchParams(kept).toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}
