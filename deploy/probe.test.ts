import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { DEPLOY_DIR } from './deploy-test-kit';

/** Runs deploy/probe.cjs against `url`; answers its exit code. */
const probe = (url: string) =>
  new Promise<number | null>((resolve, reject) => {
    const child = spawn(process.execPath, [join(DEPLOY_DIR, 'probe.cjs'), url], { stdio: 'ignore' });
    child.on('error', reject);
    child.on('close', resolve);
  });

describe('deploy/probe.cjs, the containers’ health check', () => {
  let server: Server;
  let origin: string;
  beforeAll(async () => {
    // /health/ready as a server answers it: 200 while serving, 503 while draining; /slow never answers.
    server = createServer((request, response) => {
      if (request.url === '/slow') return;
      response.statusCode = request.url === '/health/ready' ? 200 : 503;
      response.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('passes a ready server and fails a draining one, one that does not answer in time, and one that is not there', async () => {
    expect(await probe(`${origin}/health/ready`)).toBe(0);
    expect(await probe(`${origin}/draining`)).toBe(1);
    expect(await probe(`${origin}/slow`)).toBe(1);
    expect(await probe('http://127.0.0.1:1/health/ready')).toBe(1);
  }, 15_000);
});
