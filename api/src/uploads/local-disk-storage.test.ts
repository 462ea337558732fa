import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileStorageContract } from './file-storage-contract';
import { localDiskStorage } from './local-disk-storage';

describe('localDiskStorage', () => {
  const roots: string[] = [];
  const filesIn = (root: string) => (fs.readdirSync(root, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(root, f)).isFile()).sort();
  const freshRoot = () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-test-'));
    roots.push(root);
    return root;
  };
  afterEach(() => roots.splice(0).forEach((root) => fs.rmSync(root, { recursive: true, force: true })));

  describe('keeps the promises of every file storage', () => {
    fileStorageContract(async () => {
      const root = freshRoot();
      return { storage: localDiskStorage(root), everythingStored: async () => filesIn(root) };
    });
  });

  it('keeps each file at its key under the root, where the API serves it from', async () => {
    const root = freshRoot();
    await localDiskStorage(root).put('demo/chat-widget/document/a.txt', Readable.from([Buffer.from('hello')]));
    expect(fs.readFileSync(path.join(root, 'demo/chat-widget/document/a.txt'), 'utf8')).toBe('hello');
  });

  it('answers nothing for a folder', async () => {
    const root = freshRoot();
    const storage = localDiskStorage(root);
    await storage.put('demo/images/a.txt', Readable.from([Buffer.from('x')]));
    expect(await storage.read('demo/images')).toBeNull();
  });
});
