import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyDataDirectory } from '../../server/media/media-copy.ts';
import type { FileStorage } from '../../server/media/file-storage.ts';
import { MIN_PART_BYTES, s3Storage } from '../../server/media/s3-storage.ts';
import { LOCAL_S3_KEYS, startLocalS3, type LocalS3 } from './support/local-s3.ts';

const SCRIPT = path.resolve(import.meta.dirname, '../../scripts/media-copy.ts');
const run = promisify(execFile);

let s3: LocalS3;
let dataDir: string;
const large = Buffer.alloc(6 * 1024 * 1024 + 17, 0x5a);

beforeAll(async () => {
  s3 = await startLocalS3();
  dataDir = await mkdtemp(path.join(tmpdir(), 'media-copy-'));
  const write = async (relative: string, content: Buffer | string) => {
    await mkdir(path.dirname(path.join(dataDir, relative)), { recursive: true });
    await writeFile(path.join(dataDir, relative), content);
  };
  await write('media/product-pictures/prod_1/pic_a1-400.webp', 'webp bytes');
  await write('media/gallery/img_1-1200.jpg', 'jpeg bytes');
  await write('media/gallery/img_2-1200.jpg.4f2a.part', 'half written');
  await write('digital-files/course_1-course.zip', large);
  // Not the server's: the database and the outbox stay where they are.
  await write('pglite/base/1', 'database page');
  await write('outbox/mail.json', '{}');
}, 30_000);
afterAll(async () => {
  await s3.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('copying a data directory into a bucket', () => {
  it('streams every media and digital file under the prefix, then finds them there on a second run', async () => {
    const stores = {
      media: s3Storage(s3.client, s3.bucket, 'inproc/media/'),
      digitalFiles: s3Storage(s3.client, s3.bucket, 'inproc/digital-files/'),
      description: 'the test bucket',
    };
    const said: string[] = [];
    const first = await copyDataDirectory(dataDir, stores, (line) => said.push(line));
    expect(first.copied).toEqual([
      'media/gallery/img_1-1200.jpg',
      'media/product-pictures/prod_1/pic_a1-400.webp',
      'digital-files/course_1-course.zip',
    ]);
    expect(first.skipped).toEqual(['media/gallery/img_2-1200.jpg.4f2a.part']);
    expect(first.bytes).toBe(10 + 10 + large.length);
    expect(said).toContain(`copied digital-files/course_1-course.zip (${large.length} bytes)`);
    expect((await s3.keys()).filter((key) => key.startsWith('inproc/'))).toEqual([
      'inproc/digital-files/course_1-course.zip',
      'inproc/media/gallery/img_1-1200.jpg',
      'inproc/media/product-pictures/prod_1/pic_a1-400.webp',
    ]);

    const before = s3.commands.length;
    const second = await copyDataDirectory(dataDir, stores, () => undefined);
    expect(second.copied).toEqual([]);
    expect(second.alreadyThere).toEqual(first.copied);
    expect(s3.commands.slice(before).every((name) => name === 'HeadObjectCommand')).toBe(true);

    // A file changed since (same name, other bytes) is copied again.
    await writeFile(path.join(dataDir, 'media/gallery/img_1-1200.jpg'), 'other jpeg bytes');
    expect((await copyDataDirectory(dataDir, stores, () => undefined)).copied).toEqual(['media/gallery/img_1-1200.jpg']);
    await writeFile(path.join(dataDir, 'media/gallery/img_1-1200.jpg'), 'jpeg bytes');
  }, 20_000);

  it("knows a file AWS took in parts by its ETag (the MD5 of the parts' MD5s, then their count)", async () => {
    const md5 = (bytes: Uint8Array) => createHash('md5').update(bytes).digest();
    const partMd5s = Buffer.concat([md5(large.subarray(0, MIN_PART_BYTES)), md5(large.subarray(MIN_PART_BYTES))]);
    const awsEtag = `"${createHash('md5').update(partMd5s).digest('hex')}-2"`;
    const inBucket = s3Storage(s3.client, s3.bucket, 'aws/digital-files/');
    const asAws: FileStorage = {
      ...inBucket,
      stat: async (key) => (key === 'course_1-course.zip' ? { size: large.length, etag: awsEtag } : inBucket.stat(key)),
    };
    const report = await copyDataDirectory(
      dataDir,
      { media: s3Storage(s3.client, s3.bucket, 'aws/media/'), digitalFiles: asAws, description: '' },
      () => undefined,
    );
    expect(report.alreadyThere).toEqual(['digital-files/course_1-course.zip']);
    expect(report.copied).toEqual(['media/gallery/img_1-1200.jpg', 'media/product-pictures/prod_1/pic_a1-400.webp']);
  });

  it("runs as npm run media:copy with the server's S3 settings, printing what it copied", async () => {
    const env = {
      ...process.env,
      DATA_DIR: dataDir,
      S3_ENDPOINT: s3.endpoint,
      S3_FORCE_PATH_STYLE: '1',
      AWS_ACCESS_KEY_ID: LOCAL_S3_KEYS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: LOCAL_S3_KEYS.secretAccessKey,
    };
    const { stdout } = await run(process.execPath, [SCRIPT, '--to', `s3://${s3.bucket}/cli`], { env });
    expect(stdout).toContain(`Copying ${dataDir} to files in s3://${s3.bucket}/cli/ at ${s3.endpoint}`);
    expect(stdout).toContain('copied media/gallery/img_1-1200.jpg (10 bytes)');
    expect(stdout).toContain('Copied 3 files (6291493 bytes); 0 were already there; 1 skipped.');
    expect(await s3.keys()).toContain('cli/media/product-pictures/prod_1/pic_a1-400.webp');
  }, 20_000);

  it('refuses to start without a bucket, saying how to call it and to stop the server first', async () => {
    const refused = await run(process.execPath, [SCRIPT], { env: { ...process.env, DATA_DIR: dataDir } }).catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: 2, stderr: expect.stringContaining('Say which bucket to copy to: --to s3://bucket[/prefix]') });
    expect((refused as { stderr: string }).stderr).toContain('Stop the server that uses the data directory first');
  });
});
