import { readFileSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { readConfig } from './config.ts';

const config = readConfig(process.env);
const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
const app = createApp({ distDir: config.distDir, version });

const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
  console.log(`Studio shop listening on http://localhost:${info.port} (data in ${config.dataDir})`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
