import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { resolveRange } from './byte-range';
import { keySegments, type FileStorage } from './file-storage';
import { storedContentType } from './stored-content-type';

/**
 * Files on the local disk under `root`, served by the API at `/uploads/<key>` (plugins/uploads.ts).
 *
 * A file is streamed into a dot-named temporary file beside its final place (the static server denies
 * dot files, so a half-written upload is never served), then hard-linked to its key, which fails
 * instead of overwriting an existing file, and the temporary name is removed. Memory stays bounded by
 * the stream's buffers whatever the file's size.
 */
export function localDiskStorage(root: string): FileStorage {
  const fileOf = (key: string) => path.join(root, ...keySegments(key));

  return {
    async put(key, content: Readable) {
      const target = fileOf(key);
      const dir = path.dirname(target);
      await fsp.mkdir(dir, { recursive: true });
      const temporary = path.join(dir, `.${randomBytes(12).toString('hex')}.part`);
      const sink = fs.createWriteStream(temporary, { flags: 'wx' });
      try {
        await pipeline(content, sink);
        await fsp.link(temporary, target);
        return sink.bytesWritten;
      } finally {
        // a source that fails at once rejects the pipeline while the sink may still be opening (and
        // so creating) the temporary file: removing it before the sink has closed would leave it behind
        if (!sink.closed) await new Promise<void>((resolve) => sink.once('close', () => resolve()));
        await fsp.rm(temporary, { force: true });
      }
    },
    async read(key, range) {
      const file = fileOf(key);
      let handle: fsp.FileHandle;
      try {
        handle = await fsp.open(file, 'r');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
      // the size of the file that was opened, not of whatever the name holds a moment later
      const stat = await handle.stat().catch(async (error: unknown) => {
        await handle.close();
        throw error;
      });
      if (!stat.isFile()) {
        await handle.close();
        return null;
      }
      const contentType = storedContentType(key);
      if (!range) return { content: handle.createReadStream(), size: stat.size, contentType, total: stat.size };
      let part: { start: number; end: number };
      try {
        part = resolveRange(range, stat.size);
      } catch (error) {
        await handle.close();
        throw error;
      }
      return { content: handle.createReadStream(part), size: part.end - part.start + 1, contentType, total: stat.size, range: part };
    },
    async remove(key) {
      await fsp.rm(fileOf(key), { force: true });
    },
    urlOf(key) {
      keySegments(key);
      return `/uploads/${key}`;
    },
  };
}
