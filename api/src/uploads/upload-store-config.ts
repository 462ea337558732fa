/** Where uploaded files live: this machine's disk (UPLOADS_DIR, default) or an S3-compatible object store. */
export const UPLOAD_STORES = ['disk', 's3'] as const;
export type UploadStoreKind = (typeof UPLOAD_STORES)[number];

export interface S3StoreConfig {
  /** The store's endpoint (MinIO, R2, a local s3rver); unset: AWS S3 of the region. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  /** Both set or both unset: unset leaves the credentials to the SDK's own chain (instance role, AWS_* variables). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** `bucket` as the path's first segment instead of the host name's (MinIO and most local stores need it). */
  forcePathStyle: boolean;
}

export type UploadStoreConfig = { kind: 'disk' } | { kind: 's3'; s3: S3StoreConfig };

export interface UploadStoreIssue {
  variable: string;
  message: string;
}

type Env = Record<string, string | undefined>;
const read = (env: Env, key: string) => env[key]?.trim() || undefined;
const kindOf = (env: Env) => (read(env, 'UPLOAD_STORE') ?? 'disk').toLowerCase();

/** A bucket name S3 accepts: 3-63 lower-case letters, digits, dots and hyphens, a letter or digit at each end. */
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const FLAGS = ['on', 'off'];

/**
 * What is wrong with the upload store's settings, each naming its variable: an unknown UPLOAD_STORE, and
 * with UPLOAD_STORE=s3 a missing bucket or region, half a key pair, a wrong endpoint. Only UPLOAD_STORE is
 * checked for the disk store, so S3_* left over in an environment do not stop it.
 */
export function uploadStoreIssues(env: Env): UploadStoreIssue[] {
  const kind = kindOf(env);
  if (!(UPLOAD_STORES as readonly string[]).includes(kind)) return [{ variable: 'UPLOAD_STORE', message: `must be one of ${UPLOAD_STORES.join(', ')}` }];
  if (kind !== 's3') return [];
  const issues: UploadStoreIssue[] = [];
  const bucket = read(env, 'S3_BUCKET');
  if (!bucket || !BUCKET.test(bucket)) {
    issues.push({ variable: 'S3_BUCKET', message: `${bucket ? 'must be' : 'required when UPLOAD_STORE=s3:'} a bucket name (3-63 lower-case letters, digits, dots, hyphens)` });
  }
  if (!read(env, 'S3_REGION')) issues.push({ variable: 'S3_REGION', message: 'required when UPLOAD_STORE=s3 (e.g. ap-south-1; any name for a store without regions)' });
  const endpoint = read(env, 'S3_ENDPOINT');
  if (endpoint !== undefined && !/^https?:\/\/[^/\s]+\/?$/.test(endpoint)) issues.push({ variable: 'S3_ENDPOINT', message: 'must be an origin such as https://s3.example.in or http://127.0.0.1:9000 (no path)' });
  const keyId = read(env, 'S3_ACCESS_KEY_ID');
  const secret = read(env, 'S3_SECRET_ACCESS_KEY');
  if (Boolean(keyId) !== Boolean(secret)) {
    issues.push({ variable: keyId ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID', message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (leave both unset for the SDK’s own credentials)' });
  }
  const pathStyle = read(env, 'S3_FORCE_PATH_STYLE');
  if (pathStyle !== undefined && !FLAGS.includes(pathStyle.toLowerCase())) issues.push({ variable: 'S3_FORCE_PATH_STYLE', message: 'must be on or off' });
  return issues;
}

/** The upload store's settings; call after uploadStoreIssues found nothing. */
export function uploadStoreConfigOf(env: Env): UploadStoreConfig {
  if (kindOf(env) !== 's3') return { kind: 'disk' };
  const endpoint = read(env, 'S3_ENDPOINT')?.replace(/\/+$/, '');
  const accessKeyId = read(env, 'S3_ACCESS_KEY_ID');
  const secretAccessKey = read(env, 'S3_SECRET_ACCESS_KEY');
  return {
    kind: 's3',
    s3: {
      endpoint,
      bucket: read(env, 'S3_BUCKET') ?? '',
      region: read(env, 'S3_REGION') ?? '',
      credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
      // a custom endpoint is most often a store that only knows path-style addresses
      forcePathStyle: (read(env, 'S3_FORCE_PATH_STYLE') ?? (endpoint ? 'on' : 'off')).toLowerCase() === 'on',
    },
  };
}
