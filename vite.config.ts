import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { devServerRender } from './scripts/dev-render.ts';

// In dev, the API server runs beside Vite (see scripts/dev.ts) and Vite proxies /api/v1 to it.
const apiPort = process.env.API_PORT ?? '8081';

// The server renderer (src/ui/entry-server.tsx, `vite build --ssr`) is built into .ssr inside the
// build folder, which the server never serves (server/static-site.ts).
const distDir = process.env.DIST_DIR ?? 'dist';

// `npm run dev` (vite serve, not Vitest) renders pages on the server too (scripts/dev-render.ts).
const devRender = process.env.VITEST === undefined;

export default defineConfig(({ command, mode, isSsrBuild = false }) => ({
  plugins: [react(), vanillaExtractPlugin(), ...(command === 'serve' && devRender ? [devServerRender(`http://localhost:${apiPort}`)] : [])],
  // True only in the server renderer's build: code written for the server alone (the settled screen
  // actors, the page's status) is dropped from the browser's bundle. Not Vite's own
  // import.meta.env.SSR, which Vitest sets for every test run in Node.
  define: {
    'import.meta.env.SERVER_RENDER': JSON.stringify(isSsrBuild),
    // The built renderer is React's production build whatever NODE_ENV the server runs with (npm
    // start sets none): left to the server, React chose its development build, which rendered the
    // home page in about twice the time. The browser's build gets this from Vite already.
    ...(command === 'build' && isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify(mode) } : {}),
  },
  // In `npm run dev` the renderer's modules are Vite's SSR environment: true there only.
  ...(command === 'serve' && devRender ? { environments: { ssr: { define: { 'import.meta.env.SERVER_RENDER': 'true' } } } } : {}),
  // The server renderer carries its packages: the build folder may live anywhere (DIST_DIR), away from node_modules.
  // In `npm run dev` the renderer runs beside node_modules, which Node loads as they are.
  ssr: command === 'serve' && devRender ? {} : { noExternal: true },
  server: {
    proxy: { '/api/v1': `http://localhost:${apiPort}` },
  },
  build: {
    // DIST_DIR lets two builds (say, two e2e runs) live side by side; npm start serves the same folder.
    outDir: isSsrBuild ? `${distDir}/.ssr` : distDir,
    assetsDir: 'assets',
    sourcemap: false,
    // The server reads .vite/manifest.json to hint each landing page's chunks (server/site/route-preload.ts).
    manifest: !isSsrBuild,
    // The public folder's files are the browser's, already copied by the browser's build.
    copyPublicDir: !isSsrBuild,
    // No dependency preloading from inside the bundle: its map of every lazy page's chunks cost each
    // first load 1.5 KB (gzip), while the server already hints the landing page's chunks. A later
    // navigation fetches a page's chunk, then the few small chunks it imports.
    modulePreload: false,
    rollupOptions: {
      output: {
        codeSplitting: {
          // What every page needs (React, the router, XState) as one file: one request, and 3 KB less
          // (gzip) than the five chunks the default split made of it.
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|xstate|@xstate[\\/]react|use-sync-external-store)[\\/]/,
            },
            // The small rules and helpers that every page showing products or sending requests uses
            // (stock labels, cart texts, request failures and placeholders, the login gate, cache
            // lifetimes): alone, each was a file of
            // its own of 0.1-0.5 KB, and six files cost more (gzip headers, no shared dictionary)
            // than the few hundred bytes a page that needs only some of them now carries.
            // The smallest (login texts, index wrapping, the add-to-cart view, the hidden-text style)
            // and the quantity stepper were files of their own on the product page, which has no room
            // to spare: together they cost the other pages 0.2-0.3 KB and give the product page 0.4 KB.
            {
              name: 'shop-core',
              test: /src[\\/](domain[\\/](stock|cart-messages|validation[\\/]login-required|reviews|money|wrap-index)|machines[\\/](request-failure|unprovided|login-gate|shared[\\/]add-to-cart\.view)|api[\\/]lifetimes|ui[\\/]widgets[\\/](visually-hidden\.css|QuantityStepper(\.css)?))\.tsx?$/,
            },
            // The order rules checkout and My Orders both read (delivery, shipping fees, payment
            // states, whether an order can still be paid, a pickup's hold): five files of 0.1-0.4 KB
            // each on both first loads, one file now.
            {
              name: 'order-core',
              test: /src[\\/]domain[\\/](delivery|shipping|payment-status|order-payable|pickup-hold)\.ts$/,
            },
            // What a signed-in page's first requests need beside the client (sign-in, the cart and
            // account calls, cache lifetimes, the session's and cart's requests): seven files of
            // 0.2-0.5 KB on My Orders, checkout and the studio, one file now (-0.7 to -0.9 KB there).
            // The mailed-link pages, which needed only some of them, carry about 1 KB more and have the room.
            {
              name: 'requests-core',
              test: /src[\\/](api[\\/](auth|cache|cart|account|stock-caches)|machines[\\/](session|cart[\\/]cart)\.requests)\.ts$/,
              // These files only: the client they import stays a chunk of its own.
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
}));
