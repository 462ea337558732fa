import { EventEmitter } from 'node:events';
import { Readable } from 'node:stream';
import { AttachmentRefused, attachmentBody, failOnSizeLimit, readHead, textGuard } from './attachment-stream';

const iteratorOf = (...chunks: string[]) => Readable.from(chunks.map((c) => Buffer.from(c)))[Symbol.asyncIterator]();
const collect = async (stream: Readable) => {
  const parts: Buffer[] = [];
  for await (const chunk of stream) parts.push(chunk as Buffer);
  return Buffer.concat(parts).toString('utf8');
};

describe('readHead', () => {
  it('reads whole chunks until it has the asked bytes', async () => {
    const { head, ended } = await readHead(iteratorOf('abc', 'def', 'ghi'), 4);
    expect([head.toString(), ended]).toEqual(['abcdef', false]);
  });

  it('says when the file ended first', async () => {
    const { head, ended } = await readHead(iteratorOf('ab'), 4);
    expect([head.toString(), ended]).toEqual(['ab', true]);
  });
});

describe('attachmentBody', () => {
  it('gives back the head and then the rest', async () => {
    const chunks = iteratorOf('abc', 'def', 'ghi');
    const { head, ended } = await readHead(chunks, 2);
    expect(await collect(attachmentBody(head, chunks, { ended, text: false }))).toBe('abcdefghi');
  });

  it('checks every byte of a text file, also after the head', async () => {
    const chunks = iteratorOf('fine,', 'then', 'a NUL\0');
    const { head, ended } = await readHead(chunks, 1);
    await expect(collect(attachmentBody(head, chunks, { ended, text: true }))).rejects.toEqual(new AttachmentRefused('not-text'));
  });
});

describe('textGuard', () => {
  it.each([
    ['ASCII', [Buffer.from('a,b\n1,2\n')]],
    ['a character split across chunks', [Buffer.from([0xe0, 0xa4]), Buffer.from([0xb8, 0x0a])]],
    ['a byte order mark', [Buffer.from([0xef, 0xbb, 0xbf, 0x61])]],
  ])('passes %s', (_what, chunks) => {
    const guard = textGuard();
    for (const chunk of chunks) guard.check(chunk);
    expect(() => guard.end()).not.toThrow();
  });

  it.each([
    ['a NUL byte', [Buffer.from('a\0b')], 'check'],
    ['Latin-1 bytes', [Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x20])], 'check'],
    ['a character cut at the end', [Buffer.from([0x61, 0xe0, 0xa4])], 'end'],
  ])('refuses %s', (_what, chunks, at) => {
    const guard = textGuard();
    const run = () => {
      for (const chunk of chunks) guard.check(chunk);
      guard.end();
    };
    expect(run).toThrow(AttachmentRefused);
    if (at === 'end') {
      const again = textGuard();
      for (const chunk of chunks) expect(() => again.check(chunk)).not.toThrow();
    }
  });
});

describe('failOnSizeLimit', () => {
  it('destroys the file with a size refusal when the parser cuts it', () => {
    const file = Object.assign(new EventEmitter(), { truncated: false, destroy: jest.fn(), [Symbol.asyncIterator]: jest.fn() });
    failOnSizeLimit(file);
    expect(file.destroy).not.toHaveBeenCalled();
    file.emit('limit');
    expect(file.destroy).toHaveBeenCalledWith(new AttachmentRefused('too-large'));
  });
});
