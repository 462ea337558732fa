/** @jest-environment node */
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { trickleRequest } from 'server-kit/trickle-request';
import { buildHostApp } from './host-app';
import { hostOverUpstream, portOf, type HostOverUpstream } from './host-test-kit';

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A real HTTP request to the listening host, as curl sends a large upload: headers first, body once told to continue. */
function postExpectingContinue(port: number, path: string, body: Buffer): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({
      host: '127.0.0.1',
      port,
      path,
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream', 'content-length': body.length, expect: '100-continue' },
    });
    request.on('continue', () => request.end(body));
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString() }));
    });
    request.on('error', reject);
  });
}

/** Requests at the edges of HTTP, forwarded by the host's real server to a real upstream on 127.0.0.1. */
describe("the host's forwarding at the edges of HTTP", () => {
  let server: HostOverUpstream;

  beforeAll(async () => {
    server = await hostOverUpstream({
      upstreamOptions: { bodyLimit: 5 * 1024 * 1024 },
      routes(upstream) {
        upstream.addContentTypeParser('application/octet-stream', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
        upstream.post('/business_website/uploads/image', async (request) => ({ received: (request.body as Buffer).length, expect: request.headers.expect ?? null }));
      },
    });
    await server.host.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(() => server.close());

  it('forwards a body sent after `Expect: 100-continue` (curl does so above 1 MB) instead of failing', async () => {
    const body = Buffer.alloc(2 * 1024 * 1024, 7);
    const answer = await postExpectingContinue(portOf(server.host), '/business_website/uploads/image', body);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ received: body.length, expect: null });
  });

  it('ends a request whose body trickles in once its request timeout passes, API paths included', async () => {
    const slowClientHost = await buildHostApp({ root: server.root, apiUrl: server.apiUrl, env: {}, logger: false, requestTimeoutMs: 1000 });
    await slowClientHost.listen({ port: 0, host: '127.0.0.1' });
    try {
      const outcome = await trickleRequest(portOf(slowClientHost), '/business_website/uploads/image', { giveUpMs: 8000 });
      expect(outcome.status).toBe(408);
      expect(outcome.elapsedMs).toBeLessThan(4000);
    } finally {
      await slowClientHost.close();
    }
  });
});
