import { Readable } from 'node:stream';

/** Why a file stream was stopped part-way: the caller turns it into the specification's message. */
export class AttachmentRefused extends Error {
  override name = 'AttachmentRefused';

  constructor(readonly reason: 'too-large' | 'not-text') {
    super(reason === 'too-large' ? 'the file passed its size limit' : 'the file is not UTF-8 text without NUL bytes');
  }
}

/** The part of a multipart file stream this module needs (busboy's file stream is one). */
export interface LimitedFileStream extends AsyncIterable<Buffer> {
  truncated?: boolean;
  once(event: 'limit', listener: () => void): unknown;
  destroy(error?: Error): unknown;
}

/**
 * Stops the stream with `AttachmentRefused('too-large')` the moment the parser cuts the file at its
 * size limit. The parser itself would only discard the rest of the part silently and end the file
 * when the whole request has arrived (a 2 GB upload would be read to its end first).
 */
export function failOnSizeLimit(file: LimitedFileStream): void {
  if (file.truncated) file.destroy(new AttachmentRefused('too-large'));
  else file.once('limit', () => file.destroy(new AttachmentRefused('too-large')));
}

/** The first `bytes` bytes (or fewer, when the file is shorter) of `chunks`, and whether it has ended. */
export async function readHead(chunks: AsyncIterator<Buffer>, bytes: number): Promise<{ head: Buffer; ended: boolean }> {
  const parts: Buffer[] = [];
  let length = 0;
  while (length < bytes) {
    const next = await chunks.next();
    if (next.done) return { head: Buffer.concat(parts), ended: true };
    parts.push(next.value);
    length += next.value.length;
  }
  return { head: Buffer.concat(parts), ended: false };
}

/**
 * Checks, chunk by chunk, that a stream is UTF-8 text without NUL bytes. A NUL is what tells binary
 * files from text, and a fatal streaming decoder catches bad sequences even when one is split across
 * chunks.
 */
export function textGuard(): { check(chunk: Buffer): void; end(): void } {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const refuse = () => new AttachmentRefused('not-text');
  return {
    check(chunk) {
      if (chunk.includes(0)) throw refuse();
      try {
        decoder.decode(chunk, { stream: true });
      } catch {
        throw refuse();
      }
    },
    end() {
      try {
        decoder.decode();
      } catch {
        throw refuse();
      }
    },
  };
}

/**
 * The whole file again as one byte stream: the head already read, then the rest of `chunks`. With
 * `text`, every byte is checked as text; the stream errors (and a storage `put` then keeps nothing)
 * as soon as a check fails. Leaving early closes `chunks`, which stops the multipart parser.
 */
export function attachmentBody(head: Buffer, chunks: AsyncIterator<Buffer>, options: { ended: boolean; text: boolean }): Readable {
  const guard = options.text ? textGuard() : null;
  async function* bytes(): AsyncGenerator<Buffer> {
    let finished = options.ended;
    try {
      guard?.check(head);
      if (head.length > 0) yield head;
      while (!finished) {
        const next = await chunks.next();
        if (next.done) {
          finished = true;
          break;
        }
        guard?.check(next.value);
        yield next.value;
      }
      guard?.end();
    } finally {
      if (!finished) await chunks.return?.();
    }
  }
  return Readable.from(bytes(), { objectMode: false });
}
