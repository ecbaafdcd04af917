import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config.ts';
import { readMediaStore } from '../../server/media/media-store-setting.ts';
import { ConfigError } from '../../server/payments/provider-choice.ts';

const DATA = '/srv/studio/data';

describe('MEDIA_STORE: where uploaded files are kept', () => {
  it('is the data directory unless set', () => {
    expect(readMediaStore({}, DATA)).toEqual({ kind: 'directory', root: DATA });
    expect(readMediaStore({ MEDIA_STORE: '' }, DATA)).toEqual({ kind: 'directory', root: DATA });
    expect(readConfig({ DATA_DIR: DATA }).mediaStore).toEqual({ kind: 'directory', root: DATA });
  });

  it('takes another directory, relative paths from the working directory', () => {
    expect(readMediaStore({ MEDIA_STORE: '/mnt/shared/studio' }, DATA)).toEqual({ kind: 'directory', root: '/mnt/shared/studio' });
    expect(readMediaStore({ MEDIA_STORE: 'files' }, DATA)).toEqual({ kind: 'directory', root: path.resolve('files') });
  });

  it('takes a bucket on AWS in us-east-1 with virtual-host addressing by default', () => {
    expect(readMediaStore({ MEDIA_STORE: 's3://studio-media' }, DATA)).toEqual({
      kind: 's3',
      location: { bucket: 'studio-media', prefix: '', region: 'us-east-1', forcePathStyle: false },
    });
  });

  it('takes a prefix, an endpoint, a region and path-style addressing', () => {
    const env = {
      MEDIA_STORE: 's3://studio.media-2026/shop/live/',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'auto',
      S3_FORCE_PATH_STYLE: '1',
    };
    expect(readConfig({ ...env, DATA_DIR: DATA }).mediaStore).toEqual({
      kind: 's3',
      location: {
        bucket: 'studio.media-2026',
        prefix: 'shop/live/',
        endpoint: 'http://127.0.0.1:9000',
        region: 'auto',
        forcePathStyle: true,
      },
    });
    expect(readMediaStore({ ...env, S3_FORCE_PATH_STYLE: '0' }, DATA)).toMatchObject({ location: { forcePathStyle: false } });
  });

  it.each(['s3://', 's3:///prefix', 's3://ab', 's3://Studio-Media', 's3://studio_media', 's3://-studio', `s3://${'a'.repeat(64)}`])(
    "refuses '%s' at startup, saying how to write a bucket",
    (value) => {
      expect(() => readConfig({ MEDIA_STORE: value })).toThrow(
        new ConfigError(
          `MEDIA_STORE '${value}' does not name a bucket: write s3://bucket or s3://bucket/prefix, the bucket in 3 to 63 lowercase letters, digits, dots and hyphens`,
        ),
      );
    },
  );

  it.each(['s3://studio-media/a/../b', 's3://studio-media/a//b', 's3://studio-media/with space'])("refuses the prefix of '%s'", (value) => {
    expect(() => readMediaStore({ MEDIA_STORE: value }, DATA)).toThrow(
      new ConfigError(
        `MEDIA_STORE '${value}' has a prefix S3 keys should not have: use letters, digits, '.', '_', '-' and '/' between folders`,
      ),
    );
  });

  it.each(['gs://studio-media', 'https://bucket.example/x', 'S3://studio-media'])("refuses another scheme: '%s'", (value) => {
    expect(() => readMediaStore({ MEDIA_STORE: value }, DATA)).toThrow(
      new ConfigError(`MEDIA_STORE must be a directory or s3://bucket[/prefix], not '${value}'`),
    );
  });

  it('refuses an endpoint that is not an address and a path style that is not 1 or 0', () => {
    expect(() => readMediaStore({ MEDIA_STORE: 's3://studio-media', S3_ENDPOINT: 'minio:9000' }, DATA)).toThrow(
      new ConfigError("S3_ENDPOINT must be an http:// or https:// address, not 'minio:9000'"),
    );
    expect(() => readMediaStore({ MEDIA_STORE: 's3://studio-media', S3_FORCE_PATH_STYLE: 'true' }, DATA)).toThrow(
      new ConfigError("S3_FORCE_PATH_STYLE must be 1 or 0, not 'true'"),
    );
  });
});
