// npm run media:copy -- --to s3://bucket[/prefix] [--from DIR]: copies a data directory's uploaded
// files (media/ and digital-files/) into a bucket, for a server moving to MEDIA_STORE=s3://...
import { parseArgs } from 'node:util';
import path from 'node:path';
import { copyDataDirectory } from '../server/media/media-copy.ts';
import { readMediaStore } from '../server/media/media-store-setting.ts';
import { openMediaStores } from '../server/media/media-stores.ts';

const HELP = `Usage: npm run media:copy -- --to s3://bucket[/prefix] [--from DIR]

Copies the uploaded files of a data directory (DIR/media and DIR/digital-files; DIR is --from,
else DATA_DIR, else ./data) into the bucket, under the prefix, where a server started with
MEDIA_STORE set to the same s3:// address finds them. Reaches the bucket as the server does:
S3_ENDPOINT, S3_REGION, S3_FORCE_PATH_STYLE, AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY.

Each file is streamed; one already in the bucket with the same bytes is left alone, so running it
again copies only what is new. Stop the server that uses the data directory first: a picture it
saves during the copy may be missed (running the copy again once it is stopped picks it up).`;

let options: { to?: string; from?: string; help?: boolean };
try {
  ({ values: options } = parseArgs({
    options: { to: { type: 'string' }, from: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  }));
} catch (error) {
  console.error(`${(error as Error).message}\n\n${HELP}`);
  process.exit(2);
}
if (options.help) {
  console.log(HELP);
  process.exit(0);
}
if (!options.to?.startsWith('s3://')) {
  console.error(`Say which bucket to copy to: --to s3://bucket[/prefix]\n\n${HELP}`);
  process.exit(2);
}
const dataDir = path.resolve(options.from ?? process.env.DATA_DIR ?? 'data');
try {
  const stores = openMediaStores(readMediaStore({ ...process.env, MEDIA_STORE: options.to }, dataDir));
  console.log(`Copying ${dataDir} to ${stores.description}`);
  const report = await copyDataDirectory(dataDir, stores, (line) => console.log(line));
  console.log(
    `Copied ${report.copied.length} files (${report.bytes} bytes); ${report.alreadyThere.length} were already there; ${report.skipped.length} skipped.`,
  );
} catch (error) {
  console.error(`The copy stopped: ${(error as Error).message}`);
  process.exitCode = 1;
}
