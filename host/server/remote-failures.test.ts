/** @jest-environment node */
import Fastify from 'fastify';
import { Writable } from 'node:stream';
import { registerRemoteFailureReports, REMOTE_FAILURES_PATH } from './remote-failures';

/** A host-like server whose log lines are kept. */
function serverWithLog() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream } });
  registerRemoteFailureReports(app);
  return { app, lines };
}

const REFUSED = 'Version 2.0.1 from host of shared singleton module shared does not satisfy the requirement of chat which needs ^2.1.0';

describe('reports of a remote a page could not load', () => {
  it('puts the remote and the runtime’s message, with both versions, in the host’s log', async () => {
    const { app, lines } = serverWithLog();
    const response = await app.inject({ method: 'POST', url: REMOTE_FAILURES_PATH, payload: { remote: 'chat', message: REFUSED } });
    expect(response.statusCode).toBe(204);
    const line = lines.find((entry) => entry.remote === 'chat');
    expect(line).toMatchObject({ level: 40, remote: 'chat', report: REFUSED, msg: `a page could not load the chat: ${REFUSED}` });
    await app.close();
  });

  it('refuses what is not such a report, and logs nothing of it', async () => {
    const { app, lines } = serverWithLog();
    for (const payload of [{ remote: 'admin', message: 'x' }, { remote: 'chat', message: '' }, { remote: 'chat', message: 'x'.repeat(1001) }, { remote: 'chat' }]) {
      expect((await app.inject({ method: 'POST', url: REMOTE_FAILURES_PATH, payload })).statusCode).toBe(400);
    }
    expect((await app.inject({ method: 'POST', url: REMOTE_FAILURES_PATH, payload: { remote: 'chat', message: 'y'.repeat(5000) } })).statusCode).toBe(413);
    expect(lines.filter((entry) => entry.level === 40)).toEqual([]);
    await app.close();
  });
});
