import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { CHAT_PATHS, type AttachmentKind } from '../../contracts';
import { describeEachDatabase } from '../../test/databases';
import { seededSite } from '../../test/fixtures';
import { SAMPLE } from '../../uploads/sample-files-test-kit';
import { customerToken } from '../auth/auth-test-kit';
import { BODY_END, MULTIPART_TYPE, partHead, storedFiles } from './uploads-test-kit';

const MB = 1024 * 1024;

interface Sent {
  status: number;
  body: { message?: string; code?: string };
  /** Bytes of the body the client managed to hand to its socket before it was cut off. */
  sent: number;
  /** Growth of the process's buffer memory (server and client are both in it) while sending. */
  bufferGrowth: number;
}

/**
 * POSTs a multipart file of `fileBytes` bytes over a real socket, generating it 64 KiB at a time with
 * backpressure (the test holds no big buffer), and stops sending when the answer comes.
 */
function sendGenerated(port: number, kind: AttachmentKind, first: Buffer, fileBytes: number, token?: string): Promise<Sent> {
  const head = partHead({ name: 'huge.pdf', type: 'application/pdf' });
  const filler = Buffer.alloc(64 * 1024, 0x20);
  const headers: Record<string, string | number> = { 'content-type': MULTIPART_TYPE, 'content-length': head.length + fileBytes + BODY_END.length };
  if (token) headers.authorization = `Bearer ${token}`;

  const baseline = process.memoryUsage().arrayBuffers;
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().arrayBuffers);
  }, 10);

  return new Promise<Sent>((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = http.request({ host: '127.0.0.1', port, method: 'POST', path: `${CHAT_PATHS.upload}?kind=${kind}`, headers });
    const finish = (result: Omit<Sent, 'sent' | 'bufferGrowth'>) => {
      clearInterval(sampler);
      req.destroy();
      resolve({ ...result, sent, bufferGrowth: peak - baseline });
    };
    req.on('response', (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => finish({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') }));
    });
    req.on('error', (error) => {
      // the server closing the socket after its answer is the point; an error before any answer is not
      if (!answered) {
        clearInterval(sampler);
        reject(error);
      }
    });

    let fileSent = 0;
    const pump = () => {
      while (!answered && fileSent < fileBytes) {
        const chunk = fileSent === 0 ? Buffer.concat([head, first]) : filler;
        const ok = req.write(chunk);
        sent += chunk.length;
        fileSent += fileSent === 0 ? first.length : filler.length;
        if (!ok) {
          req.once('drain', pump);
          return;
        }
      }
      if (!answered) req.end(BODY_END);
    };
    pump();
  });
}

describeEachDatabase('chat attachment upload over a socket', (ctx) => {
  let port: number;
  let customer: string;
  const chatFiles = () => storedFiles('demo/chat-widget');

  beforeAll(async () => {
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    port = (ctx.app.server.address() as AddressInfo).port;
    customer = await customerToken(ctx, (await seededSite(ctx.db, 'demo')).id);
  });

  it('cuts a 2 GB image off at 5 MB with 413 and keeps nothing', async () => {
    const before = chatFiles();
    const res = await sendGenerated(port, 'image', SAMPLE.jpeg, 2048 * MB, customer);
    expect([res.status, res.body.message]).toEqual([413, 'File size exceeds the maximum limit of 5 MB.']);
    // socket buffers take a few MB more; a body read to its end would be 2 GB
    expect(res.sent).toBeLessThan(64 * MB);
    expect(chatFiles()).toEqual(before);
  });

  it('streams a 120 MB document to disk, cuts it at 100 MB with 413 and keeps nothing', async () => {
    const before = chatFiles();
    const res = await sendGenerated(port, 'document', SAMPLE.pdf, 120 * MB, customer);
    expect([res.status, res.body.message]).toEqual([413, 'File size exceeds the maximum limit of 100 MB.']);
    expect(res.sent).toBeLessThan(120 * MB);
    // 100 MB went through the server; held in memory it would show as 100 MB of buffers
    expect(res.bufferGrowth).toBeLessThan(64 * MB);
    expect(chatFiles()).toEqual(before);
  });

  it('refuses an anonymous 2 GB upload with 401 before reading it', async () => {
    const res = await sendGenerated(port, 'document', SAMPLE.pdf, 2048 * MB);
    expect([res.status, res.body.code]).toEqual([401, 'NO_TOKEN']);
    expect(res.sent).toBeLessThan(64 * MB);
  });

  it('refuses a renamed program from its first bytes without reading the rest', async () => {
    const res = await sendGenerated(port, 'document', SAMPLE.exe, 2048 * MB, customer);
    expect([res.status, res.body.message]).toEqual([415, 'Invalid document file type. Please select a valid document.']);
    expect(res.sent).toBeLessThan(64 * MB);
  });
});
