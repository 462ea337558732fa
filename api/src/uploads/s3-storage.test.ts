/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { fileStorageContract } from './file-storage-contract';
import { checkBucket, s3Client, s3Storage } from './s3-storage';
import type { S3StoreConfig } from './upload-store-config';

/** A real S3-compatible server (s3rver) on this machine, with one bucket, for the whole file. */
describe('s3Storage', () => {
  let server: S3rver;
  let directory: string;
  let config: S3StoreConfig;
  let client: S3Client;
  let bucketNumber = 0;
  const spoolDirs: string[] = [];

  beforeAll(async () => {
    directory = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-test-'));
    const buckets = Array.from({ length: 40 }, (_, i) => ({ name: `uploads-${i}` }));
    server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: buckets });
    const { port } = await server.run();
    config = { endpoint: `http://127.0.0.1:${port}`, bucket: 'uploads-0', region: 'ap-south-1', credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }, forcePathStyle: true };
    client = s3Client(config);
  });
  afterAll(async () => {
    client.destroy();
    await server.close();
    fs.rmSync(directory, { recursive: true, force: true });
  });
  afterEach(() => spoolDirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

  /** Every key in `bucket`, and every file left in the spool folder (a half-sent upload). */
  async function everythingIn(bucket: string, spoolDir: string): Promise<string[]> {
    const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
    const keys = (listed.Contents ?? []).map((object) => object.Key ?? '');
    return [...keys, ...fs.readdirSync(spoolDir).map((name) => `spool/${name}`)].sort();
  }

  describe('keeps the promises of every file storage', () => {
    fileStorageContract(async () => {
      // a bucket of its own for each test, as the disk store gets its own folder
      const bucket = `uploads-${(bucketNumber += 1)}`;
      const spoolDir = fs.mkdtempSync(path.join(os.tmpdir(), 's3-spool-'));
      spoolDirs.push(spoolDir);
      return { storage: s3Storage(client, bucket, spoolDir), everythingStored: () => everythingIn(bucket, spoolDir) };
    });
  });

  it('stores each object under its key with the type it is served with', async () => {
    const storage = s3Storage(client, 'uploads-0');
    await storage.put('demo/uploads/logo.png', Readable.from([Buffer.from('png bytes')]));
    const listed = await client.send(new ListObjectsV2Command({ Bucket: 'uploads-0', Prefix: 'demo/' }));
    expect(listed.Contents?.map((object) => object.Key)).toEqual(['demo/uploads/logo.png']);
    expect((await storage.read('demo/uploads/logo.png'))?.contentType).toBe('image/png');
  });

  it('finds the configured bucket at start-up, and names a missing one plainly', async () => {
    await expect(checkBucket(client, config)).resolves.toBeUndefined();
    await expect(checkBucket(client, { ...config, bucket: 'no-such-bucket' })).rejects.toThrow(
      `UPLOAD_STORE=s3: the bucket no-such-bucket at ${config.endpoint} could not be reached: no such bucket`,
    );
  });
});
