import { request as httpRequest } from 'node:http';
import { E2E_PORTS } from './ports';

export interface HostRequestOptions {
  method?: string;
  headers?: Record<string, string>;
  /** Sent as JSON. */
  body?: unknown;
  /** The loopback address to send from (127.x.y.z): a client on a network of its own, for the per-address limits. */
  localAddress?: string;
}

/**
 * A request to the host as a browser on demo.localhost sends it (Node cannot resolve *.localhost, so it
 * goes to 127.0.0.1 with the site in the Host header), read as text.
 */
export function hostRequest(path: string, { method = 'GET', headers = {}, body, localAddress }: HostRequestOptions = {}) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const sent = httpRequest(
      {
        host: '127.0.0.1',
        port: E2E_PORTS.host,
        ...(localAddress ? { localAddress } : {}),
        path,
        method,
        headers: { host: `demo.localhost:${E2E_PORTS.host}`, ...(payload ? { 'content-type': 'application/json' } : {}), ...headers },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      },
    );
    sent.on('error', reject);
    sent.end(payload);
  });
}
