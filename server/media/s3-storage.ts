import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { safeStorageKey, type FileContent, type FileStorage } from './file-storage.ts';

/** Where the bucket is and how to reach it (MEDIA_STORE=s3://bucket/prefix, S3_ENDPOINT, S3_REGION, S3_FORCE_PATH_STYLE). */
export interface S3Location {
  readonly bucket: string;
  /** Put before every key: '' or a path ending in '/'. */
  readonly prefix: string;
  /** A server other than AWS's (MinIO, R2, Spaces, a local one); AWS's for the region when left out. */
  readonly endpoint?: string;
  readonly region: string;
  /** Bucket in the path (`host/bucket/key`), as MinIO and most local servers want, instead of in the host name. */
  readonly forcePathStyle: boolean;
}

/** The smallest part S3 takes in a multipart upload, and so the most one upload holds in memory per part. */
export const MIN_PART_BYTES = 5 * 1024 * 1024;

/** A client for the location; the keys come from the SDK's usual sources (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, a profile, a role). */
export function s3Client(location: S3Location): S3Client {
  return new S3Client({
    region: location.region,
    forcePathStyle: location.forcePathStyle,
    ...(location.endpoint ? { endpoint: location.endpoint } : {}),
    // Checksums only where S3 requires them: several S3-compatible servers refuse the newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** A missing object (NoSuchKey, or a HEAD's bodiless 404); a missing bucket is a failure, not an empty answer. */
function isMissing(error: unknown): boolean {
  const { name } = error as { name?: string };
  return name === 'NoSuchKey' || name === 'NotFound';
}

/** The content as chunks, counting them into `counted.bytes` as they pass. */
async function* counting(content: Readable | AsyncIterable<Uint8Array>, counted: { bytes: number }): AsyncGenerator<Uint8Array> {
  for await (const chunk of content) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Uint8Array);
    counted.bytes += bytes.length;
    yield bytes;
  }
}

/** The whole size from a ranged answer's `Content-Range: bytes 0-9/1234`. */
function wholeSize(contentRange: string | undefined, fallback: number): number {
  const total = /\/(\d+)$/.exec(contentRange ?? '')?.[1];
  return total === undefined ? fallback : Number(total);
}

/**
 * A storage over an S3-compatible bucket. Uploads stream through a multipart upload, which S3 shows
 * whole or not at all (a failed stream aborts it), holding no more than a couple of `partSize`
 * parts in memory; a file smaller than one part goes up in a single request. Reads stream the
 * object's body.
 */
export function s3Storage(client: S3Client, bucket: string, prefix: string, options: { partSize?: number } = {}): FileStorage {
  const objectKey = (key: string) => `${prefix}${safeStorageKey(key)}`;
  return {
    async put(key, content: FileContent) {
      const Key = objectKey(key);
      const counted = { bytes: 0 };
      const Body = content instanceof Uint8Array ? content : Readable.from(counting(content, counted));
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key, Body },
        partSize: options.partSize ?? MIN_PART_BYTES,
        queueSize: 2,
      });
      await upload.done();
      return content instanceof Uint8Array ? content.length : counted.bytes;
    },
    async stat(key) {
      const Key = objectKey(key);
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key }));
        return { size: head.ContentLength ?? 0, etag: head.ETag ?? '""' };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async read(key, span) {
      const Key = objectKey(key);
      try {
        const Range = span ? `bytes=${span.start}-${span.end}` : undefined;
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key, Range }));
        const length = object.ContentLength ?? 0;
        return {
          size: span ? wholeSize(object.ContentRange, length) : length,
          etag: object.ETag ?? '""',
          stream: object.Body as Readable,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      // S3 answers a delete of a missing key with success too.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },
  };
}
