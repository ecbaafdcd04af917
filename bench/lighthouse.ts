// npm run bench: Lighthouse 13 on the main routes of bench/routes.ts, as a phone sees them
// (Lighthouse's default mobile emulation and simulated throttling: slow 4G, 4x slower CPU),
// against a production build on the real server. Each route is measured BENCH_LIGHTHOUSE_RUNS times
// (default 3); prints per route the median and lowest performance, accessibility, best practices,
// SEO, and the median LCP and TBT and the largest CLS, and says which routes miss the goals
// (performance 100 in the median and never under 98, the other categories 100, LCP ≤ 1.5 s,
// TBT ≤ 50 ms, CLS 0).
// Simulated throttling scales what this machine measures: on a busy machine the performance
// figures come out lower, so note the load when you quote them. BENCH_LIGHTHOUSE_ROUTES=/shop,/
// limits the run to some routes; BENCH_LIGHTHOUSE_SHIFTS=1 prints the elements that shifted and the LCP element.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { findChromium, TEST_CHROMIUM_ARGS } from '../scripts/find-chromium.ts';
import { buildApp, startAppServer } from './support/app-server.ts';
import { ROUTES } from './routes.ts';

const GOALS = {
  performance: 100,
  lowestPerformance: 98,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  lcpMs: 1500,
  tbtMs: 50,
  cls: 0,
};
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
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
  chromeFlags: ['--headless=new', ...TEST_CHROMIUM_ARGS],
});
const rows: Record<string, string | number>[] = [];

async function runLighthouse(url: string) {
  const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
  if (!result?.lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  return result.lhr;
}
type Lhr = Awaited<ReturnType<typeof runLighthouse>>;

/** One measurement of the route; Lighthouse sometimes cannot trace a page (NO_NAVSTART, or NO_FCP under heavy load): it is tried once more. */
async function measureOnce(url: string): Promise<Lhr> {
  const lhr = await runLighthouse(url);
  return lhr.runtimeError ? runLighthouse(url) : lhr;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

const misses: string[] = [];
try {
  for (const route of routes) {
    const url = server.origin + (typeof route.sample === 'string' ? route.sample : await route.sample(server.api));
    const runs: Lhr[] = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await measureOnce(url));
    // A run that failed twice is said as such, rather than its zeros counted as a score.
    const failed = runs.find((lhr) => lhr.runtimeError);
    if (failed?.runtimeError) {
      rows.push({ route: route.path, performance: `not measured: ${failed.runtimeError.code}` });
      misses.push(
        `${route.path}: Lighthouse could not measure it (${failed.runtimeError.code}: ${failed.runtimeError.message}); tried twice`,
      );
      continue;
    }
    const scores = (id: (typeof CATEGORIES)[number]) => runs.map((lhr) => Math.round((lhr.categories[id]?.score ?? 0) * 100));
    const metrics = (id: string) => runs.map((lhr) => lhr.audits[id]?.numericValue ?? Number.NaN);
    const performance = { median: median(scores('performance')), lowest: Math.min(...scores('performance')) };
    const lcpMs = median(metrics('largest-contentful-paint'));
    const tbtMs = median(metrics('total-blocking-time'));
    const cls = Math.max(...metrics('cumulative-layout-shift'));
    rows.push({
      route: route.path,
      performance: performance.median,
      'lowest performance': performance.lowest,
      accessibility: Math.min(...scores('accessibility')),
      'best practices': Math.min(...scores('best-practices')),
      SEO: Math.min(...scores('seo')),
      'LCP s': (lcpMs / 1000).toFixed(2),
      'TBT ms': Math.round(tbtMs),
      CLS: cls.toFixed(3),
    });
    const others = ['accessibility', 'best-practices', 'seo'] as const;
    const failing = [
      ...(performance.median < GOALS.performance ? [`performance ${performance.median} (median)`] : []),
      ...(performance.lowest < GOALS.lowestPerformance ? [`performance ${performance.lowest} (lowest)`] : []),
      ...others.filter((id) => Math.min(...scores(id)) < GOALS[id]).map((id) => `${id} ${Math.min(...scores(id))}`),
      ...(lcpMs > GOALS.lcpMs ? [`LCP ${(lcpMs / 1000).toFixed(2)} s`] : []),
      ...(tbtMs > GOALS.tbtMs ? [`TBT ${Math.round(tbtMs)} ms`] : []),
      ...(cls > GOALS.cls ? [`CLS ${cls.toFixed(3)}`] : []),
      ...new Set(runs.flatMap(failedAudits)),
    ];
    const last = runs.at(-1);
    if (process.env.BENCH_LIGHTHOUSE_SHIFTS && last) printShifts(route.path, last.audits['layout-shifts']);
    if (process.env.BENCH_LIGHTHOUSE_SHIFTS && last) printLcpElement(route.path, last.audits['lcp-breakdown-insight']);
    if (failing.length > 0) misses.push(`${route.path}: ${failing.join(', ')}`);
  }
} finally {
  await chrome.kill();
  await server.close();
}

console.log(
  `\nLighthouse 13, mobile, simulated throttling (slow 4G, 4x CPU slowdown), ${RUNS} runs per route: median performance, LCP and TBT; lowest scores; largest CLS`,
);
console.table(rows);
console.log(
  `Goals: performance ${GOALS.performance} in the median and never under ${GOALS.lowestPerformance}, accessibility, best practices and SEO 100, LCP ≤ ${GOALS.lcpMs / 1000} s, TBT ≤ ${GOALS.tbtMs} ms, CLS ${GOALS.cls}`,
);
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
