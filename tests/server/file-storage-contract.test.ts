import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directoryStorage, type FileStorage, type OpenedFile } from '../../server/media/file-storage.ts';
import { MIN_PART_BYTES, s3Storage } from '../../server/media/s3-storage.ts';
import { startLocalS3, type LocalS3 } from './support/local-s3.ts';

let folder: string;
let s3: LocalS3;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'storage-contract-'));
  s3 = await startLocalS3();
}, 30_000);
afterAll(async () => {
  await s3.close();
  await rm(folder, { recursive: true, force: true });
});

interface Backend {
  readonly name: string;
  storage(): FileStorage;
  /** The requests an upload sent, where the backend speaks to a server. */
  requests(): string[] | null;
}

const backends: Backend[] = [
  { name: 'a directory', storage: () => directoryStorage(folder), requests: () => null },
  { name: 'an S3 bucket', storage: () => s3Storage(s3.client, s3.bucket, 'contract/'), requests: () => s3.commands },
];

/** The bytes of a file read from storage; a missing one fails the test. */
async function bytesOf(file: OpenedFile | null): Promise<Buffer> {
  if (!file) throw new Error('the file is missing');
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** Yields the chunks, then fails: an upload that breaks off. */
async function* breaksOff(...chunks: Buffer[]): AsyncGenerator<Uint8Array> {
  for (const chunk of chunks) yield chunk;
  throw new Error('connection reset');
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe.each(backends)('file storage over $name', (backend) => {
  it('keeps a file under its key: read whole or in part with its size and ETag, replaced, removed', async () => {
    const storage = backend.storage();
    const content = Buffer.from('0123456789abcdefghij');
    expect(await storage.put('pictures/p_1/a-400.webp', content)).toBe(20);
    const stat = await storage.stat('pictures/p_1/a-400.webp');
    expect(stat).toEqual({ size: 20, etag: expect.stringMatching(/^"[^"]+"$/) });
    const whole = await storage.read('pictures/p_1/a-400.webp');
    expect(whole?.size).toBe(20);
    expect(whole?.etag).toBe(stat?.etag);
    expect((await bytesOf(whole)).toString()).toBe('0123456789abcdefghij');
    const part = await storage.read('pictures/p_1/a-400.webp', { start: 5, end: 9 });
    expect(part?.size).toBe(20);
    expect((await bytesOf(part)).toString()).toBe('56789');

    expect(
      await storage.put(
        'pictures/p_1/a-400.webp',
        (async function* () {
          yield Buffer.from('new');
          yield Buffer.from(' bytes');
        })(),
      ),
    ).toBe(9);
    const replaced = await storage.read('pictures/p_1/a-400.webp');
    expect((await bytesOf(replaced)).toString()).toBe('new bytes');
    expect(replaced?.etag).not.toBe(stat?.etag);

    await storage.remove('pictures/p_1/a-400.webp');
    expect(await storage.stat('pictures/p_1/a-400.webp')).toBeNull();
    expect(await storage.read('pictures/p_1/a-400.webp')).toBeNull();
  });

  it('answers null for a missing key and removes one without a complaint', async () => {
    const storage = backend.storage();
    expect(await storage.stat('never/put.jpg')).toBeNull();
    expect(await storage.read('never/put.jpg')).toBeNull();
    expect(await storage.read('never/put.jpg', { start: 0, end: 3 })).toBeNull();
    await expect(storage.remove('never/put.jpg')).resolves.toBeUndefined();
  });

  it('leaves nothing when the stream fails, and the file already there stays whole', async () => {
    const storage = backend.storage();
    await expect(storage.put('broken/new.zip', breaksOff(Buffer.from('PK\x03\x04 half')))).rejects.toThrow('connection reset');
    expect(await storage.stat('broken/new.zip')).toBeNull();

    await storage.put('broken/kept.zip', Buffer.from('the old file'));
    await expect(storage.put('broken/kept.zip', breaksOff(Buffer.from('the new')))).rejects.toThrow('connection reset');
    expect((await bytesOf(await storage.read('broken/kept.zip'))).toString()).toBe('the old file');
  });

  it.each(['../outside.jpg', 'a/../../b.jpg', '/etc/passwd', 'a//b.jpg', './a.jpg', 'a/./b.jpg', 'a b.jpg', 'a\\b.jpg', '', 'a/'])(
    "refuses the unsafe key '%s' for every operation",
    async (key) => {
      const storage = backend.storage();
      const refused = `unsafe storage key ${key}`;
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(refused);
      await expect(storage.stat(key)).rejects.toThrow(refused);
      await expect(storage.read(key)).rejects.toThrow(refused);
      await expect(storage.remove(key)).rejects.toThrow(refused);
    },
  );

  it('streams a file larger than one upload part and reads it back byte for byte', async () => {
    const storage = backend.storage();
    // 2.5 parts in 64 KiB chunks of changing bytes, so that a part out of order would show.
    const chunkCount = Math.ceil((MIN_PART_BYTES * 2.5) / 65_536);
    const chunks = Array.from({ length: chunkCount }, (_, index) => Buffer.alloc(65_536, index % 251));
    const whole = Buffer.concat(chunks);
    const before = backend.requests()?.length ?? 0;
    expect(
      await storage.put(
        'large/course.zip',
        (async function* () {
          yield* chunks;
        })(),
      ),
    ).toBe(whole.length);
    const sent = backend.requests()?.slice(before);
    if (sent) {
      expect(sent.filter((name) => name === 'UploadPartCommand')).toHaveLength(3);
      expect(sent).toContain('CreateMultipartUploadCommand');
      expect(sent).toContain('CompleteMultipartUploadCommand');
      expect(sent).not.toContain('PutObjectCommand');
    }
    const read = await storage.read('large/course.zip');
    expect(read?.size).toBe(whole.length);
    expect(sha256(await bytesOf(read))).toBe(sha256(whole));
    const tail = await storage.read('large/course.zip', { start: whole.length - 10, end: whole.length - 1 });
    expect((await bytesOf(tail)).equals(whole.subarray(whole.length - 10))).toBe(true);
  }, 20_000);
});

describe('file storage over an S3 bucket, beyond the shared cases', () => {
  it('keeps every key under its prefix', async () => {
    const storage = s3Storage(s3.client, s3.bucket, 'prefixed/media/');
    await storage.put('gallery/one.jpg', Buffer.from('jpeg'));
    expect((await s3.keys()).filter((key) => key.startsWith('prefixed/'))).toEqual(['prefixed/media/gallery/one.jpg']);
  });

  it('sends a small file in one request', async () => {
    const storage = s3Storage(s3.client, s3.bucket, 'small/');
    const before = s3.commands.length;
    await storage.put(
      'a.webp',
      (async function* () {
        yield Buffer.from('tiny');
      })(),
    );
    expect(s3.commands.slice(before)).toEqual(['PutObjectCommand']);
  });

  it('passes on a failure that is not a missing key', async () => {
    const storage = s3Storage(s3.client, 'no-such-bucket', '');
    await expect(storage.read('a.jpg')).rejects.toThrow();
    await expect(storage.put('a.jpg', Buffer.from('x'))).rejects.toThrow();
  });
});
