import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/** s3rver's fixed credentials: it checks the signature against these. */
export const LOCAL_S3_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface LocalS3 {
  readonly endpoint: string;
  readonly bucket: string;
  /** A client of this server; `commands` records the name of every request it sends (CreateMultipartUploadCommand, ...). */
  readonly client: S3Client;
  readonly commands: string[];
  /** Every key in the bucket, sorted. */
  keys(): Promise<string[]>;
  close(): Promise<void>;
}

/** A real S3 HTTP API on a free loopback port (s3rver over a temporary directory), with one empty bucket. */
export async function startLocalS3(bucket = 'studio-media'): Promise<LocalS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'local-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: LOCAL_S3_KEYS,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const commands: string[] = [];
  client.middlewareStack.add(
    (next, context) => (args) => {
      commands.push(context.commandName ?? 'unknown');
      return next(args);
    },
    { step: 'initialize', name: 'recordCommands' },
  );
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  return {
    endpoint,
    bucket,
    client,
    commands,
    async keys() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
    },
    async close() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
