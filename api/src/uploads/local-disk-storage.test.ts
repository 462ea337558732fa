import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { localDiskStorage } from './local-disk-storage';

describe('localDiskStorage', () => {
  let root: string;
  const filesIn = () => (fs.readdirSync(root, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(root, f)).isFile()).sort();

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-test-'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('streams a file under its key and names its URL', async () => {
    const storage = localDiskStorage(root);
    const size = await storage.put('demo/chat-widget/document/a.txt', Readable.from([Buffer.from('hello '), Buffer.from('world')]));
    expect(size).toBe(11);
    expect(fs.readFileSync(path.join(root, 'demo/chat-widget/document/a.txt'), 'utf8')).toBe('hello world');
    expect(storage.urlOf('demo/chat-widget/document/a.txt')).toBe('/uploads/demo/chat-widget/document/a.txt');
    expect(filesIn()).toEqual(['demo/chat-widget/document/a.txt']);
  });

  it('keeps nothing when the stream fails part-way', async () => {
    const storage = localDiskStorage(root);
    async function* failing() {
      yield Buffer.alloc(1024, 1);
      throw new Error('client went away');
    }
    await expect(storage.put('demo/x.bin', Readable.from(failing()))).rejects.toThrow('client went away');
    expect(filesIn()).toEqual([]);
  });

  it('keeps nothing when the stream fails before its first byte, even while the file is still being opened', async () => {
    const storage = localDiskStorage(root);
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const refused = new Readable({
        read() {
          this.destroy(new Error('not text'));
        },
      });
      await expect(storage.put(`demo/${attempt}.csv`, refused)).rejects.toThrow('not text');
      expect(filesIn()).toEqual([]);
    }
  });

  it('never overwrites a stored file', async () => {
    const storage = localDiskStorage(root);
    await storage.put('demo/a.txt', Readable.from([Buffer.from('first')]));
    await expect(storage.put('demo/a.txt', Readable.from([Buffer.from('second')]))).rejects.toMatchObject({ code: 'EEXIST' });
    expect(fs.readFileSync(path.join(root, 'demo/a.txt'), 'utf8')).toBe('first');
    expect(filesIn()).toEqual(['demo/a.txt']);
  });

  it('removes a file, and a missing one quietly', async () => {
    const storage = localDiskStorage(root);
    await storage.put('demo/a.txt', Readable.from([Buffer.from('x')]));
    await storage.remove('demo/a.txt');
    await storage.remove('demo/a.txt');
    expect(filesIn()).toEqual([]);
  });

  it.each([['../escape.txt'], ['/etc/passwd'], ['demo//a.txt'], ['demo/.hidden'], ['demo/./a'], ['demo/a b.txt'], ['']])(
    'refuses the key %j',
    async (key) => {
      const storage = localDiskStorage(root);
      await expect(storage.put(key, Readable.from([Buffer.from('x')]))).rejects.toThrow('not a storage key');
      await expect(storage.remove(key)).rejects.toThrow('not a storage key');
      expect(() => storage.urlOf(key)).toThrow('not a storage key');
    },
  );
});
