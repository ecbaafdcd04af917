// npm run bench: Lighthouse 13 on the main routes of bench/routes.ts, as a phone sees them
// (Lighthouse's default mobile emulation and simulated throttling: slow 4G, 4x slower CPU),
// against a production build on the real server. Prints performance, accessibility, best
// practices, SEO, LCP, TBT and CLS per route, and says which routes miss the goals.
// Simulated throttling scales what this machine measures: on a busy machine the performance
// figures come out lower, so note the load when you quote them. BENCH_LIGHTHOUSE_ROUTES=/shop,/
// limits the run to some routes; BENCH_LIGHTHOUSE_SHIFTS=1 prints the elements that shifted and the LCP element.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { findChromium } from '../scripts/find-chromium.ts';
import { buildApp, startAppServer } from './support/app-server.ts';
import { ROUTES } from './routes.ts';

const GOALS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100, cls: 0.02 };
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

const chromePath = findChromium();
if (!chromePath) {
  console.error('bench/lighthouse.ts: no Chromium found (set CHROME_PATH or install chromium)');
  process.exit(1);
}
const only = process.env.BENCH_LIGHTHOUSE_ROUTES?.split(',');
const routes = ROUTES.filter((route) => route.main && (!only || only.includes(route.path)));

const distDir = await buildApp();
const server = await startAppServer(distDir);
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const rows: Record<string, string | number>[] = [];

async function runLighthouse(url: string) {
  const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
  if (!result?.lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  return result.lhr;
}
const misses: string[] = [];
try {
  for (const route of routes) {
    const url = server.origin + (typeof route.sample === 'string' ? route.sample : await route.sample(server.api));
    // Lighthouse sometimes cannot trace a page (NO_NAVSTART, or NO_FCP under heavy load): it is
    // tried once more; a second failure is said as such, rather than its zeros printed as a score.
    let lhr = await runLighthouse(url);
    if (lhr.runtimeError) lhr = await runLighthouse(url);
    if (lhr.runtimeError) {
      rows.push({ route: route.path, performance: `not measured: ${lhr.runtimeError.code}` });
      misses.push(`${route.path}: Lighthouse could not measure it (${lhr.runtimeError.code}: ${lhr.runtimeError.message}); tried twice`);
      continue;
    }
    const score = (id: (typeof CATEGORIES)[number]) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const cls = metric('cumulative-layout-shift');
    rows.push({
      route: route.path,
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best practices': score('best-practices'),
      SEO: score('seo'),
      'LCP s': (metric('largest-contentful-paint') / 1000).toFixed(1),
      'TBT ms': Math.round(metric('total-blocking-time')),
      CLS: cls.toFixed(3),
    });
    const failing = [
      ...CATEGORIES.filter((id) => score(id) < GOALS[id]).map((id) => `${id} ${score(id)}`),
      ...(cls > GOALS.cls ? [`CLS ${cls.toFixed(3)}`] : []),
      ...failedAudits(lhr),
    ];
    if (process.env.BENCH_LIGHTHOUSE_SHIFTS) printShifts(route.path, lhr.audits['layout-shifts']);
    if (process.env.BENCH_LIGHTHOUSE_SHIFTS) printLcpElement(route.path, lhr.audits['lcp-breakdown-insight']);
    if (failing.length > 0) misses.push(`${route.path}: ${failing.join(', ')}`);
  }
} finally {
  await chrome.kill();
  await server.close();
}

console.log('\nLighthouse 13, mobile, simulated throttling (slow 4G, 4x CPU slowdown)');
console.table(rows);
console.log(`Goals: performance ≥ ${GOALS.performance}, accessibility, best practices and SEO 100, CLS ≤ ${GOALS.cls}`);
for (const miss of misses) console.log(`  below a goal: ${miss}`);

/** The non-performance audits that failed, by id, so a score below 100 says why. */
function failedAudits(lhr: {
  categories: Record<string, { id: string; auditRefs: { id: string; weight: number }[] } | undefined>;
  audits: Record<string, { score: number | null } | undefined>;
}): string[] {
  return ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
      .map((ref) => `[${ref.id}]`),
  );
}

/** Which elements moved, and by how much: where to reserve space. */
function printShifts(route: string, audit: { details?: unknown } | undefined) {
  const items =
    (audit?.details as { items?: { score: number; node?: { selector?: string; snippet?: string } }[] } | undefined)?.items ?? [];
  for (const item of items)
    console.log(`  ${route} shift ${item.score.toFixed(3)}: ${item.node?.selector ?? '?'} ${item.node?.snippet?.slice(0, 100) ?? ''}`);
}

/** The element Lighthouse timed as the largest contentful paint, and the parts of its time. */
function printLcpElement(route: string, audit: { details?: unknown } | undefined) {
  type Part = { label?: string; duration?: number };
  const items = (audit?.details as { items?: { type: string; snippet?: string; items?: Part[] }[] } | undefined)?.items ?? [];
  for (const item of items) {
    if (item.type === 'node') console.log(`  ${route} LCP element: ${item.snippet?.slice(0, 120) ?? '?'}`);
    for (const part of item.items ?? []) console.log(`  ${route} LCP ${part.label}: ${Math.round(part.duration ?? 0)} ms`);
  }
}
