/** Helpers of the upload route tests: multipart bodies, posting them, and the files the storage holds. */
import fs from 'node:fs';
import path from 'node:path';
import type { TestContext } from '../../test/databases';
import { testUploadsDir } from '../../test/test-env';

export interface FilePart {
  /** The multipart field; `file` unless a test says otherwise. */
  field?: string;
  name: string;
  type: string;
  content: Buffer;
}

export const BOUNDARY = '----upload-test-boundary';
export const MULTIPART_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

/** The opening of a file part, up to its content. */
export const partHead = (part: Omit<FilePart, 'content'>) =>
  Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.field ?? 'file'}"; filename="${part.name}"\r\nContent-Type: ${part.type}\r\n\r\n`);
/** What follows a file's content when it is the last part. */
export const BODY_END = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);

/** A multipart/form-data body with the given file parts. */
export function multipartBody(parts: FilePart[]): Buffer {
  const chunks = parts.flatMap((p) => [partHead(p), p.content, Buffer.from('\r\n')]);
  return Buffer.concat([...chunks, Buffer.from(`--${BOUNDARY}--\r\n`)]);
}

/** POSTs the parts as multipart through inject; answers the status and the parsed JSON. */
export async function postFiles<T>(ctx: TestContext, url: string, parts: FilePart[], token?: string) {
  const headers: Record<string, string> = { 'content-type': MULTIPART_TYPE };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await ctx.app.inject({ method: 'POST', url, headers, payload: multipartBody(parts) });
  return { status: res.statusCode, body: res.json() as T, headers: res.headers };
}

/** The uploads directory of this jest worker (its test files run one after another on it). */
export const uploadsRoot = testUploadsDir;

/**
 * Every file (dot files and half-written ones included) under the given folders of the uploads dir,
 * for "nothing written" checks.
 */
export function storedFiles(...folders: string[]): string[] {
  return folders
    .flatMap((folder) => {
      const dir = path.join(uploadsRoot(), folder);
      if (!fs.existsSync(dir)) return [];
      return (fs.readdirSync(dir, { recursive: true }) as string[]).map((f) => `${folder}/${f}`).filter((f) => fs.statSync(path.join(uploadsRoot(), f)).isFile());
    })
    .sort();
}

/** The bytes stored for an answered `/uploads/...` url. */
export const storedBytes = (url: string) => fs.readFileSync(path.join(uploadsRoot(), url.replace(/^\/uploads\//, '')));
