import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

// In dev, the API server runs beside Vite (see scripts/dev.ts) and Vite proxies /api/v1 to it.
const apiPort = process.env.API_PORT ?? '8081';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  server: {
    proxy: { '/api/v1': `http://localhost:${apiPort}` },
  },
  build: {
    // DIST_DIR lets two builds (say, two e2e runs) live side by side; npm start serves the same folder.
    outDir: process.env.DIST_DIR ?? 'dist',
    assetsDir: 'assets',
    sourcemap: false,
    // The server reads .vite/manifest.json to hint each landing page's chunks (server/site/route-preload.ts).
    manifest: true,
  },
});
