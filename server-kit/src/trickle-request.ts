import { connect } from 'node:net';

export interface TrickleOutcome {
  /** The status the server answered before closing, or null when it only closed the connection. */
  status: number | null;
  /** From the first byte sent to the connection's close. */
  elapsedMs: number;
}

/**
 * A client that sends a POST's headers at once, then its body one byte every `everyMs`, as a slow-body
 * attack does, until the server closes the connection or `giveUpMs` passes (then it rejects: the
 * server never timed the request out). For the proof that every server ends such requests.
 */
export function trickleRequest(port: number, path: string, { everyMs = 200, giveUpMs = 15_000, host = 'localhost' } = {}): Promise<TrickleOutcome> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect({ port, host: '127.0.0.1' });
    let answer = '';
    let timer: NodeJS.Timeout | undefined;
    const giveUp = setTimeout(() => {
      clearInterval(timer);
      socket.destroy();
      reject(new Error(`the server still held the trickled request after ${giveUpMs} ms`));
    }, giveUpMs);
    socket.on('connect', () => {
      socket.write(`POST ${path} HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n`);
      timer = setInterval(() => {
        if (!socket.destroyed) socket.write(' ');
      }, everyMs);
    });
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString('latin1');
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      const status = /^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1];
      resolve({ status: status ? Number(status) : null, elapsedMs: Date.now() - started });
    });
  });
}
