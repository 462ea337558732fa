import { createServer, request, type Server } from 'node:http';

export interface SlowProxy {
  /** Requests held back so far (health checks excepted). */
  readonly delayed: number;
  close(): Promise<void>;
}

/**
 * A server on `port` that answers like the one on `targetPort`, but every answer `delayMs` late: a remote
 * on an overloaded machine or a slow network. Health checks pass at once, so the support code still sees
 * the service up.
 */
export function startSlowProxy(port: number, targetPort: number, delayMs: number): Promise<SlowProxy> {
  let delayed = 0;
  const server: Server = createServer((incoming, outgoing) => {
    const forward = () => {
      const upstream = request(
        { host: '127.0.0.1', port: targetPort, path: incoming.url, method: incoming.method, headers: incoming.headers },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        },
      );
      upstream.on('error', () => {
        if (!outgoing.headersSent) outgoing.writeHead(502);
        outgoing.end();
      });
      incoming.pipe(upstream);
    };
    if (incoming.url?.startsWith('/health/')) return forward();
    delayed += 1;
    setTimeout(forward, delayMs);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({
        get delayed() {
          return delayed;
        },
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      }),
    );
  });
}
