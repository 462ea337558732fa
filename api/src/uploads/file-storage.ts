import type { Readable } from 'node:stream';
import type { ByteRange } from './byte-range';

/**
 * Where uploaded files live. Routes speak only to this interface, so the object store (s3-storage.ts)
 * replaces the local disk (local-disk-storage.ts) without touching them.
 *
 * A key is a relative path of safe segments (`demo/chat-widget/images/<id>.jpg`); `storageKey`
 * of an `uploads` row is such a key.
 */
export interface FileStorage {
  /**
   * Streams `content` under `key` and resolves with the number of bytes stored. All or nothing: until
   * the stream has ended the file is not reachable under `key`, and when the stream errors (a size or
   * content check failed, the client went away) nothing is left behind. A key already taken is an
   * error, never an overwrite: stored files are served as immutable. That error has `code: 'EEXIST'`
   * (see isKeyTaken), so content-addressed writers can tell "already there" from a failure.
   */
  put(key: string, content: Readable): Promise<number>;
  /**
   * A stored file to stream to a client, or null when `key` holds nothing; with `range`, only those bytes
   * (a player seeking in a video), or RangeNotSatisfiable when the range starts past the file's end.
   */
  read(key: string, range?: ByteRange): Promise<StoredFile | null>;
  /** Removes a stored file; a key that holds nothing is fine. */
  remove(key: string): Promise<void>;
  /** The URL a browser fetches the file from. */
  urlOf(key: string): string;
}

/** A stored file being read: its bytes as a stream (the reader must consume or destroy it), size and type. */
export interface StoredFile {
  content: Readable;
  /** Bytes in `content`: the file's, or the range's. */
  size: number;
  contentType: string;
  /** The whole file's size. */
  total: number;
  /** For a range, the bytes `content` holds (inclusive). */
  range?: { start: number; end: number };
}

/** One safe path segment: starts with a letter or digit, then letters, digits, `.`, `_`, `-`. */
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/**
 * Checks a key before it reaches a file system or a bucket: relative, no empty, `.` or `..` segment,
 * no dot files, nothing outside [A-Za-z0-9._-]. Returns its segments.
 */
export function keySegments(key: string): string[] {
  const segments = key.split('/');
  if (segments.length === 0 || !segments.every((s) => SEGMENT.test(s))) {
    throw new Error(`not a storage key: ${JSON.stringify(key)}`);
  }
  return segments;
}

/** Whether `put` failed because its key already holds a file. */
export const isKeyTaken = (error: unknown): boolean => (error as { code?: unknown } | null)?.code === 'EEXIST';
