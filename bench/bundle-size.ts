// First-load JavaScript and CSS per route, gzip: the entry chunk plus the route's lazy chunk and
// everything they import statically. Exits 1 when a route is over the budget, or when
// src/ui/router.tsx loads a page this table does not measure; `npm test` runs it.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { run } from '../scripts/run.ts';

// The pages of src/ui/router.tsx: the module each route loads lazily.
const ROUTES: Record<string, string> = {
  '/': 'src/ui/home/HomeRoute.tsx',
  '/lifestyle': 'src/ui/blog/BlogListRoute.tsx',
  '/lifestyle/{slug}': 'src/ui/blog/BlogPostRoute.tsx',
  '/contact': 'src/ui/contact/ContactRoute.tsx',
  '/bookings': 'src/ui/pages/BookingsRoute.tsx',
  '/about': 'src/ui/pages/AboutRoute.tsx',
  '/gallery': 'src/ui/pages/GalleryRoute.tsx',
  '/faq': 'src/ui/pages/FaqRoute.tsx',
  '/privacy-policy': 'src/ui/pages/PrivacyPolicyRoute.tsx',
  '/terms-of-service': 'src/ui/pages/TermsOfServiceRoute.tsx',
  '/shop': 'src/ui/shop/ShopRoute.tsx',
  '/shop/{productId}': 'src/ui/shop/ProductRoute.tsx',
  '/login': 'src/ui/auth/LoginRoute.tsx',
  '/forgot-password': 'src/ui/auth/ForgotPasswordRoute.tsx',
  '/reset-password/{token}': 'src/ui/auth/ResetPasswordRoute.tsx',
  '/verify-email/{token}': 'src/ui/auth/VerifyEmailRoute.tsx',
  '/careers': 'src/ui/routes/CareersRoute.tsx',
  '/cart': 'src/ui/cart/CartRoute.tsx',
  '/checkout': 'src/ui/checkout/CheckoutRoute.tsx',
  '/payment': 'src/ui/payment/PaymentRoute.tsx',
  '/payment/status': 'src/ui/payment/PaymentStatusRoute.tsx',
  '/humanstories': 'src/ui/gallery/StoriesRoute.tsx',
  '/productshowcase': 'src/ui/gallery/ShowcaseRoute.tsx',
  '/image/productshowcase/{id}': 'src/ui/gallery/ShowcaseItemRoute.tsx',
  '/image/{source}/{imageId}': 'src/ui/gallery/ImageDetailRoute.tsx',
  '/gallery/{imageId}': 'src/ui/gallery/SingleImageRoute.tsx',
  '(not found)': 'src/ui/routes/NotFoundPage.tsx',
};
const ENTRY = 'index.html';
const BUDGET_KB = 120;

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

function staticClosure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return seen;
}

function gzipKb(dir: string, files: Iterable<string>): number {
  let bytes = 0;
  for (const file of files) bytes += gzipSync(readFileSync(path.join(dir, file)), { level: 9 }).length;
  return bytes / 1024;
}

const lazyPages = [...readFileSync('src/ui/router.tsx', 'utf8').matchAll(/import\('\.\/([^']+)'\)/g)].map((match) => `src/ui/${match[1]}`);
const unmeasured = lazyPages.filter((page) => !Object.values(ROUTES).includes(page));
if (unmeasured.length > 0) {
  console.error(`bench/bundle-size.ts: add these pages of src/ui/router.tsx to ROUTES: ${unmeasured.join(', ')}`);
  process.exit(1);
}

const outDir = mkdtempSync(path.join(tmpdir(), 'bench-build-'));
try {
  const code = await run('npx', ['vite', 'build', '--manifest', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error']);
  if (code !== 0) process.exit(code);
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;

  const rows = Object.entries(ROUTES).map(([route, module]) => {
    const chunks = [...staticClosure(manifest, [ENTRY, module])].map((key) => manifest[key]).filter((c): c is ManifestChunk => Boolean(c));
    const js = gzipKb(outDir, new Set(chunks.map((c) => c.file)));
    const css = gzipKb(outDir, new Set(chunks.flatMap((c) => c.css ?? [])));
    return { route, 'JS gzip KB': js.toFixed(1), 'CSS gzip KB': css.toFixed(1), [`JS ≤ ${BUDGET_KB} KB`]: js <= BUDGET_KB ? 'yes' : 'NO' };
  });
  console.log('\nFirst-load size per route (gzip, level 9)');
  console.table(rows);
  const over = rows.filter((row) => row[`JS ≤ ${BUDGET_KB} KB`] === 'NO').map((row) => row.route);
  if (over.length > 0) {
    console.error(`Over the ${BUDGET_KB} KB budget: ${over.join(', ')}`);
    process.exitCode = 1;
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
