import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { RangeNotSatisfiable, rangeHeaderValue, resolveRange, type ByteRange } from './byte-range';
import { keySegments, type FileStorage } from './file-storage';
import { storedContentType } from './stored-content-type';
import type { S3StoreConfig } from './upload-store-config';

/**
 * A client for the configured store; the SDK's own retries and connection reuse apply. Checksums only where
 * an operation requires one: the SDK's default sends every upload in `aws-chunked` encoding with a trailing
 * checksum, which many S3-compatible stores (s3rver, older MinIO) store as part of the object.
 */
export function s3Client(config: S3StoreConfig): S3Client {
  return new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
  });
}

const statusOf = (error: unknown) => (error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined);
const isMissing = (error: unknown) => statusOf(error) === 404 || (error as { name?: string } | null)?.name === 'NoSuchKey';

function keyTaken(key: string): Error {
  return Object.assign(new Error(`storage key already holds a file: ${key}`), { code: 'EEXIST' });
}

/** Streams `content` into a temporary file and answers its size: S3 wants the length before the first byte. */
async function spool(content: Readable, file: string): Promise<number> {
  const sink = fs.createWriteStream(file, { flags: 'wx' });
  try {
    await pipeline(content, sink);
    return sink.bytesWritten;
  } finally {
    if (!sink.closed) await new Promise<void>((resolve) => sink.once('close', () => resolve()));
  }
}

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, R2, a local s3rver), under the same keys as on the local
 * disk and served by the API at the same `/uploads/<key>` (plugins/uploads.ts), so every API process of a
 * site reads what any of them stored.
 *
 * `put` first streams the upload into a temporary file (S3 takes an object of known length, and a stream
 * that fails part-way — a size or content check, a client gone — must leave nothing in the bucket), then
 * sends it in one request: the object appears whole or not at all. It never overwrites: a key that holds an
 * object is refused before sending, and the request also says `If-None-Match: *` so a store that supports
 * conditional writes refuses the second of two racing writers too.
 */
export function s3Storage(client: S3Client, bucket: string, spoolDir: string = os.tmpdir()): FileStorage {
  return {
    async put(key, content: Readable) {
      keySegments(key);
      const temporary = path.join(spoolDir, `upload-${randomBytes(12).toString('hex')}.part`);
      try {
        const size = await spool(content, temporary);
        if (await exists(client, bucket, key)) throw keyTaken(key);
        try {
          await client.send(
            new PutObjectCommand({
              Bucket: bucket,
              Key: key,
              Body: fs.createReadStream(temporary),
              ContentLength: size,
              ContentType: storedContentType(key),
              IfNoneMatch: '*',
            }),
          );
        } catch (error) {
          if (statusOf(error) === 412) throw keyTaken(key);
          throw error;
        }
        return size;
      } finally {
        await fsp.rm(temporary, { force: true });
      }
    },
    async read(key, range) {
      keySegments(key);
      try {
        const bounds = range ? await explicitRange(client, bucket, key, range) : undefined;
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key, ...(bounds ? { Range: rangeHeaderValue(bounds) } : {}) }));
        if (!(answer.Body instanceof Readable)) throw new Error(`the object store answered ${key} without a stream`);
        const size = answer.ContentLength ?? 0;
        const contentType = answer.ContentType ?? storedContentType(key);
        const part = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(answer.ContentRange ?? '');
        if (!range || !part) return { content: answer.Body, size, contentType, total: part ? Number(part[3]) : size };
        return { content: answer.Body, size, contentType, total: Number(part[3]), range: { start: Number(part[1]), end: Number(part[2]) } };
      } catch (error) {
        if (isMissing(error)) return null;
        if (statusOf(error) === 416) throw new RangeNotSatisfiable(await sizeOf(client, bucket, key));
        throw error;
      }
    },
    async remove(key) {
      keySegments(key);
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    urlOf(key) {
      keySegments(key);
      return `/uploads/${key}`;
    },
  };
}

/**
 * A range with both ends: a suffix (`bytes=-500`) is resolved against the object's size first, since some
 * S3-compatible stores (s3rver) read it as `bytes=0-500`.
 */
async function explicitRange(client: S3Client, bucket: string, key: string, range: ByteRange): Promise<ByteRange> {
  return 'suffix' in range ? resolveRange(range, await sizeOf(client, bucket, key)) : range;
}

async function sizeOf(client: S3Client, bucket: string, key: string): Promise<number> {
  const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
  return head.ContentLength ?? 0;
}

async function exists(client: S3Client, bucket: string, key: string): Promise<boolean> {
  try {
    await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    return true;
  } catch (error) {
    if (isMissing(error)) return false;
    throw error;
  }
}

/** Fails plainly at start-up when the bucket cannot be reached (wrong endpoint, bucket, or credentials). */
export async function checkBucket(client: S3Client, config: S3StoreConfig): Promise<void> {
  try {
    await client.send(new HeadBucketCommand({ Bucket: config.bucket }));
  } catch (error) {
    const where = `${config.endpoint ?? `AWS S3 (${config.region})`}`;
    const status = statusOf(error);
    const reason = status === 404 ? 'no such bucket' : status === 403 ? 'access denied (S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY)' : (error as Error).message;
    throw new Error(`UPLOAD_STORE=s3: the bucket ${config.bucket} at ${where} could not be reached: ${reason}`, { cause: error });
  }
}
