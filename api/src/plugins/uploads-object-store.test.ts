/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import S3rver from 's3rver';
import type { UploadStoreConfig } from '../uploads/upload-store-config';
import { uploadsPlugin } from './uploads';

/** The API with UPLOAD_STORE=s3 against a real S3-compatible server (s3rver) on this machine. */
describe('uploads served from the object store', () => {
  let server: S3rver;
  let directory: string;
  let store: UploadStoreConfig;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    directory = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-uploads-'));
    server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: 'site-uploads' }] });
    const { port } = await server.run();
    store = {
      kind: 's3',
      s3: { endpoint: `http://127.0.0.1:${port}`, bucket: 'site-uploads', region: 'ap-south-1', credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }, forcePathStyle: true },
    };
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(directory, { recursive: true, force: true });
  });
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
  });

  /** One API process: the disk folder it is given is never used with the object store. */
  async function apiProcess(): Promise<FastifyInstance> {
    const app = Fastify();
    await app.register(uploadsPlugin, { root: path.join(directory, 'never-used'), store });
    await app.ready();
    apps.push(app);
    return app;
  }

  it('serves a file stored by one API process from another, with the headers of a stored file', async () => {
    const [first, second] = [await apiProcess(), await apiProcess()];
    await first.fileStorage.put('demo/uploads/banner.png', Readable.from([Buffer.from('png bytes')]));
    const answer = await second.inject({ method: 'GET', url: '/uploads/demo/uploads/banner.png' });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe('png bytes');
    expect(answer.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': '9',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    expect(fs.existsSync(path.join(directory, 'never-used'))).toBe(false);
  });

  it('serves a chat document as a download with the type of its extension', async () => {
    const app = await apiProcess();
    await app.fileStorage.put('demo/chat-widget/document/menu.pdf', Readable.from([Buffer.from('%PDF-1.4')]));
    const answer = await app.inject({ method: 'GET', url: '/uploads/demo/chat-widget/document/menu.pdf' });
    expect(answer.headers).toMatchObject({ 'content-type': 'application/pdf', 'content-disposition': 'attachment' });
  });

  it('answers a byte range with 206, as a video player seeking asks, and one past the end with 416', async () => {
    const app = await apiProcess();
    await app.fileStorage.put('demo/chat-widget/document/clip.mp4', Readable.from([Buffer.from('0123456789')]));
    const part = await app.inject({ method: 'GET', url: '/uploads/demo/chat-widget/document/clip.mp4', headers: { range: 'bytes=2-5' } });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe('2345');
    expect(part.headers).toMatchObject({ 'content-range': 'bytes 2-5/10', 'content-length': '4', 'content-type': 'video/mp4', 'accept-ranges': 'bytes' });
    const tail = await app.inject({ method: 'GET', url: '/uploads/demo/chat-widget/document/clip.mp4', headers: { range: 'bytes=-3' } });
    expect([tail.statusCode, tail.body, tail.headers['content-range']]).toEqual([206, '789', 'bytes 7-9/10']);
    const past = await app.inject({ method: 'GET', url: '/uploads/demo/chat-widget/document/clip.mp4', headers: { range: 'bytes=10-' } });
    expect([past.statusCode, past.headers['content-range']]).toEqual([416, 'bytes */10']);
    // several ranges: the whole file, which answers them too
    const whole = await app.inject({ method: 'GET', url: '/uploads/demo/chat-widget/document/clip.mp4', headers: { range: 'bytes=0-1,4-5' } });
    expect([whole.statusCode, whole.body]).toEqual([200, '0123456789']);
  });

  it('answers a HEAD with the size and no body', async () => {
    const app = await apiProcess();
    await app.fileStorage.put('demo/uploads/a.jpg', Readable.from([Buffer.alloc(2048, 7)]));
    const answer = await app.inject({ method: 'HEAD', url: '/uploads/demo/uploads/a.jpg' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-length']).toBe('2048');
    expect(answer.body).toBe('');
  });

  it.each([['/uploads/demo/uploads/missing.png'], ['/uploads/demo/.hidden'], ['/uploads/demo/../secret']])('answers 404 for %s', async (url) => {
    const app = await apiProcess();
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('refuses to start when the bucket cannot be reached', async () => {
    if (store.kind !== 's3') throw new Error('the object store is configured above');
    const app = Fastify();
    await expect(app.register(uploadsPlugin, { root: directory, store: { kind: 's3', s3: { ...store.s3, bucket: 'missing-bucket' } } }).ready()).rejects.toThrow(
      'UPLOAD_STORE=s3: the bucket missing-bucket',
    );
    await app.close();
  });
});
