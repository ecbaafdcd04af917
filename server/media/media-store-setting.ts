import path from 'node:path';
import { ConfigError } from '../payments/provider-choice.ts';
import type { S3Location } from './s3-storage.ts';

/** Where the server keeps uploaded files: a directory (DATA_DIR by default) or an S3-compatible bucket. */
export type MediaStoreSetting =
  { readonly kind: 'directory'; readonly root: string } | { readonly kind: 's3'; readonly location: S3Location };

export const DEFAULT_S3_REGION = 'us-east-1';

// S3's rule for bucket names: 3 to 63 lowercase letters, digits, dots and hyphens, a letter or digit at each end.
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const PREFIX_PART = /^[A-Za-z0-9._-]+$/;

function s3Location(value: string, env: NodeJS.ProcessEnv): S3Location {
  const [bucket = '', ...parts] = value.slice('s3://'.length).replace(/\/+$/, '').split('/');
  if (!BUCKET.test(bucket)) {
    throw new ConfigError(
      `MEDIA_STORE '${value}' does not name a bucket: write s3://bucket or s3://bucket/prefix, the bucket in 3 to 63 lowercase letters, digits, dots and hyphens`,
    );
  }
  if (parts.some((part) => !PREFIX_PART.test(part) || part === '.' || part === '..')) {
    throw new ConfigError(
      `MEDIA_STORE '${value}' has a prefix S3 keys should not have: use letters, digits, '.', '_', '-' and '/' between folders`,
    );
  }
  const endpoint = env.S3_ENDPOINT || undefined;
  if (endpoint !== undefined && !/^https?:\/\/[^/\s]+/.test(endpoint)) {
    throw new ConfigError(`S3_ENDPOINT must be an http:// or https:// address, not '${endpoint}'`);
  }
  const pathStyle = env.S3_FORCE_PATH_STYLE ?? '';
  if (!['', '0', '1'].includes(pathStyle)) throw new ConfigError(`S3_FORCE_PATH_STYLE must be 1 or 0, not '${pathStyle}'`);
  return {
    bucket,
    prefix: parts.map((part) => `${part}/`).join(''),
    ...(endpoint ? { endpoint } : {}),
    region: env.S3_REGION || DEFAULT_S3_REGION,
    forcePathStyle: pathStyle === '1',
  };
}

/**
 * MEDIA_STORE: unset keeps files under DATA_DIR as ever; a directory path keeps them there instead;
 * `s3://bucket` or `s3://bucket/prefix` keeps them in the bucket (with S3_ENDPOINT, S3_REGION,
 * S3_FORCE_PATH_STYLE and the SDK's AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY).
 */
export function readMediaStore(env: NodeJS.ProcessEnv, dataDir: string): MediaStoreSetting {
  const value = env.MEDIA_STORE ?? '';
  if (value === '') return { kind: 'directory', root: dataDir };
  if (value.startsWith('s3://')) return { kind: 's3', location: s3Location(value, env) };
  if (/^[A-Za-z][A-Za-z0-9+.-]*:\/\//.test(value)) {
    throw new ConfigError(`MEDIA_STORE must be a directory or s3://bucket[/prefix], not '${value}'`);
  }
  return { kind: 'directory', root: path.resolve(value) };
}
