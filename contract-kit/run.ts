import { parseArgs } from 'node:util';
import { runKit } from './kit.ts';

/*
 * npm run contract -- --base-url http://host:port [--outbox-dir DIR] [--studio-key KEY] [--site-url URL] [--seed N]
 * Prints one row per operation and exits 1 on any failed check.
 */
const { values } = parseArgs({
  options: {
    'base-url': { type: 'string' },
    'outbox-dir': { type: 'string' },
    'studio-key': { type: 'string' },
    'site-url': { type: 'string' },
    seed: { type: 'string' },
  },
});

const baseUrl = values['base-url'];
if (!baseUrl) {
  console.error('Usage: npm run contract -- --base-url http://host:port [--outbox-dir DIR] [--studio-key KEY] [--site-url URL] [--seed N]');
  process.exit(2);
}
const report = await runKit({
  baseUrl,
  ...(values['outbox-dir'] ? { outboxDir: values['outbox-dir'] } : {}),
  ...(values['studio-key'] ? { studioKey: values['studio-key'] } : {}),
  ...(values['site-url'] ? { siteUrl: values['site-url'] } : {}),
  ...(values.seed ? { seed: Number(values.seed) } : {}),
});
console.log(report.table());
process.exit(report.failed > 0 ? 1 : 0);
