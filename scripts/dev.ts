// npm run dev: the API server on API_PORT (default 8081) and Vite with hot reload, which proxies
// /api/v1 to it and renders pages on the server (scripts/dev-render.ts, a plugin in vite.config.ts).
import { run } from './run.ts';

const apiPort = process.env.API_PORT ?? '8081';
const env = { ...process.env, API_PORT: apiPort };
const servers = [
  run(process.execPath, ['--watch-path=server', '--watch-path=src/domain', 'server/main.ts'], { ...env, PORT: apiPort }),
  // Vite itself, not through npx, which would not pass a stop on to it (Vite kept running after npm run dev stopped).
  run(process.execPath, ['node_modules/vite/bin/vite.js', '--port', process.env.PORT ?? '5173'], env),
];
process.exitCode = Math.max(...(await Promise.all(servers)));
