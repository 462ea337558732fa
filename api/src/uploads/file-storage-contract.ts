import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { RangeNotSatisfiable } from './byte-range';
import type { FileStorage } from './file-storage';

/** A store under test, and every name it holds: stored keys and anything half-written (temporary files). */
export interface StorageUnderTest {
  storage: FileStorage;
  everythingStored(): Promise<string[]>;
}

async function contentOf(storage: FileStorage, key: string): Promise<string | null> {
  const file = await storage.read(key);
  return file ? text(file.content) : null;
}

/**
 * The behaviour every FileStorage promises (file-storage.ts), as one suite each store runs against a real
 * instance of itself: the local disk and the S3 object store are interchangeable only if both pass it.
 */
export function fileStorageContract(open: () => Promise<StorageUnderTest>): void {
  let store: StorageUnderTest;
  beforeEach(async () => {
    store = await open();
  });

  it('streams a file under its key, reads it back with its size and type, and names its URL', async () => {
    const { storage } = store;
    const size = await storage.put('demo/chat-widget/document/a.txt', Readable.from([Buffer.from('hello '), Buffer.from('world')]));
    expect(size).toBe(11);
    const file = await storage.read('demo/chat-widget/document/a.txt');
    expect(file).toMatchObject({ size: 11, contentType: 'text/plain; charset=utf-8' });
    expect(await text(file?.content ?? Readable.from([]))).toBe('hello world');
    expect(storage.urlOf('demo/chat-widget/document/a.txt')).toBe('/uploads/demo/chat-widget/document/a.txt');
    expect(await store.everythingStored()).toEqual(['demo/chat-widget/document/a.txt']);
  });

  it('keeps binary content byte for byte and types an image by its stored extension', async () => {
    const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 31) % 256));
    await store.storage.put('demo/images/b.webp', Readable.from([bytes]));
    const file = await store.storage.read('demo/images/b.webp');
    expect(file).toMatchObject({ size: bytes.length, contentType: 'image/webp' });
    const chunks: Buffer[] = [];
    for await (const chunk of file?.content ?? []) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
  });

  it('reads a range of a file, as a player seeking in a video asks, and refuses one past its end', async () => {
    await store.storage.put('demo/chat-widget/document/clip.mp4', Readable.from([Buffer.from('0123456789')]));
    const part = async (range: Parameters<FileStorage['read']>[1]) => {
      const file = await store.storage.read('demo/chat-widget/document/clip.mp4', range);
      return { size: file?.size, total: file?.total, range: file?.range, text: file ? await text(file.content) : null };
    };
    expect(await part({ start: 0, end: 1 })).toEqual({ size: 2, total: 10, range: { start: 0, end: 1 }, text: '01' });
    expect(await part({ start: 7 })).toEqual({ size: 3, total: 10, range: { start: 7, end: 9 }, text: '789' });
    expect(await part({ start: 8, end: 50 })).toEqual({ size: 2, total: 10, range: { start: 8, end: 9 }, text: '89' });
    expect(await part({ suffix: 4 })).toEqual({ size: 4, total: 10, range: { start: 6, end: 9 }, text: '6789' });
    expect(await part(undefined)).toEqual({ size: 10, total: 10, range: undefined, text: '0123456789' });
    await expect(store.storage.read('demo/chat-widget/document/clip.mp4', { start: 10 })).rejects.toEqual(new RangeNotSatisfiable(10));
  });

  it('answers nothing for a key that holds nothing', async () => {
    expect(await store.storage.read('demo/missing.txt')).toBeNull();
  });

  it('keeps nothing when the stream fails part-way', async () => {
    async function* failing() {
      yield Buffer.alloc(1024, 1);
      throw new Error('client went away');
    }
    await expect(store.storage.put('demo/x.bin', Readable.from(failing()))).rejects.toThrow('client went away');
    expect(await store.everythingStored()).toEqual([]);
    expect(await store.storage.read('demo/x.bin')).toBeNull();
  });

  it('keeps nothing when the stream fails before its first byte, even while the file is still being opened', async () => {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const refused = new Readable({
        read() {
          this.destroy(new Error('not text'));
        },
      });
      await expect(store.storage.put(`demo/${attempt}.csv`, refused)).rejects.toThrow('not text');
      expect(await store.everythingStored()).toEqual([]);
    }
  });

  it('never overwrites a stored file', async () => {
    const { storage } = store;
    await storage.put('demo/a.txt', Readable.from([Buffer.from('first')]));
    await expect(storage.put('demo/a.txt', Readable.from([Buffer.from('second')]))).rejects.toMatchObject({ code: 'EEXIST' });
    expect(await contentOf(storage, 'demo/a.txt')).toBe('first');
    expect(await store.everythingStored()).toEqual(['demo/a.txt']);
  });

  it('removes a file, and a missing one quietly', async () => {
    const { storage } = store;
    await storage.put('demo/a.txt', Readable.from([Buffer.from('x')]));
    await storage.remove('demo/a.txt');
    await storage.remove('demo/a.txt');
    expect(await storage.read('demo/a.txt')).toBeNull();
    expect(await store.everythingStored()).toEqual([]);
  });

  it.each([['../escape.txt'], ['/etc/passwd'], ['demo//a.txt'], ['demo/.hidden'], ['demo/./a'], ['demo/a b.txt'], ['']])('refuses the key %j', async (key) => {
    const { storage } = store;
    await expect(storage.put(key, Readable.from([Buffer.from('x')]))).rejects.toThrow('not a storage key');
    await expect(storage.read(key)).rejects.toThrow('not a storage key');
    await expect(storage.remove(key)).rejects.toThrow('not a storage key');
    expect(() => storage.urlOf(key)).toThrow('not a storage key');
    expect(await store.everythingStored()).toEqual([]);
  });
}
