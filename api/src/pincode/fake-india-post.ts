/** A stand-in for api.postalpincode.in on 127.0.0.1, for tests: answers as its `answer` function says. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeAnswer = { status: number; body: string; delayMs?: number };

export async function startFakeIndiaPost(answer: (pincode: string) => FakeAnswer): Promise<{ url: string; calls: string[]; close(): Promise<void> }> {
  const calls: string[] = [];
  const server = http.createServer((request, response) => {
    const pincode = /^\/pincode\/(\w+)$/.exec(request.url ?? '')?.[1] ?? '';
    calls.push(pincode);
    const { status, body, delayMs = 0 } = answer(pincode);
    const timer = setTimeout(() => response.writeHead(status, { 'content-type': 'application/json' }).end(body), delayMs);
    response.on('close', () => clearTimeout(timer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The service's answer for a known pincode, in its own shape. */
export const INDIA_POST_FOUND = JSON.stringify([
  {
    Message: 'Number of pincode(s) found:2',
    Status: 'Success',
    PostOffice: [
      { Name: 'Connaught Place', District: 'Central Delhi', State: 'Delhi', Circle: 'Delhi', Country: 'India', Pincode: '110001' },
      { Name: 'Janpath', District: 'Central Delhi', State: 'Delhi', Circle: 'Delhi', Country: 'India', Pincode: '110001' },
    ],
  },
]);

/** The service's answer for an unknown pincode. */
export const INDIA_POST_NOT_FOUND = JSON.stringify([{ Message: 'No records found', Status: 'Error', PostOffice: null }]);
