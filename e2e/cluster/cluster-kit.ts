import { readFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import type { Browser, BrowserContext, Page, Response } from '@playwright/test';
import { Client } from 'pg';
import { CHAT_VISITED_KEY } from '../support/visited-state';

/** The running cluster as scripts/cluster/run-cluster.cjs answers it. */
export interface Cluster {
  ports: { public: number; apiBalancer: number; s3: number; apis: number[]; hosts: number[] };
  logFile: string;
  processOf(name: string): import('node:child_process').ChildProcess | undefined;
  stop(): Promise<void>;
}

// eslint-disable-next-line @typescript-eslint/no-require-imports
export const { startCluster } = require('../../scripts/cluster/run-cluster.cjs') as { startCluster(options: { env: NodeJS.ProcessEnv; log: (line: string) => void; fresh: boolean }): Promise<Cluster> };

/** A database of its own on DATABASE_URL's server for one run, so the cluster starts from an empty one. */
export async function createRunDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `cluster_e2e_${process.pid}_${Date.now().toString(36)}`;
  const admin = async (statement: string) => {
    const client = new Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

/** A page of the site through the public balancer. */
export const clusterUrl = (cluster: Cluster, subdomain: string, path = '/') => `http://${subdomain}.localhost:${cluster.ports.public}${path}`;

/**
 * A GET through the public balancer as a browser on demo.localhost sends it (Node cannot resolve
 * *.localhost, so it goes to 127.0.0.1 with the site in the Host header).
 */
export function siteGet(cluster: Cluster, path: string, port = cluster.ports.public): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return siteRequest(cluster, 'GET', path, { port });
}

/** A request to the site as siteGet sends it, to `port` (the balancer, or one host directly), with a JSON body. */
export function siteRequest(
  cluster: Cluster,
  method: string,
  path: string,
  { port = cluster.ports.public, token, body }: { port?: number; token?: string; body?: unknown } = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const headers: Record<string, string> = { host: `demo.localhost:${cluster.ports.public}` };
  if (payload) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  return new Promise((resolve, reject) => {
    const sent = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    sent.on('error', reject);
    sent.end(payload);
  });
}

const openContexts: BrowserContext[] = [];

/** Closes the browsers personPage opened (after each journey). */
export async function closePeople(): Promise<void> {
  for (const context of openContexts.splice(0)) await context.close();
}

/** A browser of its own for one person, as a returning visitor (the chat widget does not open by itself). */
export async function personPage(browser: Browser, cluster: Cluster): Promise<Page> {
  const context = await browser.newContext({
    storageState: { cookies: [], origins: [{ origin: clusterUrl(cluster, 'demo').replace(/\/$/, ''), localStorage: [{ name: CHAT_VISITED_KEY, value: '1' }] }] },
  });
  openContexts.push(context);
  return context.newPage();
}

/** Which host and which API process answered each of a page's requests, by the balancers' headers. */
export function recordServers(page: Page): { hosts: Set<string>; apis: Set<string> } {
  const seen = { hosts: new Set<string>(), apis: new Set<string>() };
  page.on('response', (response: Response) => {
    const headers = response.headers();
    if (headers['x-cluster-host']) seen.hosts.add(headers['x-cluster-host']);
    if (headers['x-cluster-api']) seen.apis.add(headers['x-cluster-api']);
  });
  return seen;
}

/** The login code one of the APIs "sent" (the SMS adapter's log line), read from the cluster's log. */
export async function loginCodeFromLog(cluster: Cluster, phone: string, timeoutMs = 10_000): Promise<string> {
  const needle = `Login code for +91 ${phone} `;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const line = readFileSync(cluster.logFile, 'utf8').split('\n').filter((l) => l.includes(needle)).at(-1) ?? '';
    const code = /: (\d{6})\b/.exec(line)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no login code for ${phone} in ${cluster.logFile}`);
}

/** A 10-digit mobile number no earlier run used (one code per number per 30 s; five an hour in the shared Redis). */
export function freshPhone(): string {
  return `7${String(Date.now()).slice(-9)}`;
}

/**
 * A request held open on a server: its headers and half of its JSON body sent, the rest sent by
 * `finish()`. Answers the status line the server gave (null when it only closed the connection).
 */
export function heldRequest(port: number, path: string, body: string) {
  const socket = connect({ port, host: '127.0.0.1' });
  let answer = '';
  socket.on('data', (chunk: Buffer) => {
    answer += chunk.toString('latin1');
  });
  socket.on('error', () => undefined);
  const closed = new Promise<{ status: number | null; at: number }>((resolve) => {
    socket.on('close', () => resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]) || null, at: Date.now() }));
  });
  const half = Math.floor(body.length / 2);
  const opened = new Promise<void>((resolve) => {
    socket.on('connect', () => {
      socket.write(`POST ${path} HTTP/1.1\r\nHost: demo.localhost\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, half)}`);
      resolve();
    });
  });
  return {
    opened,
    finish: () => socket.write(body.slice(half)),
    /** The answer's status as soon as one arrives, or null once the connection closes without one. */
    answered: async (): Promise<number | null> => {
      for (;;) {
        const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);
        if (status) return status;
        if (socket.destroyed) return null;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    closed,
  };
}

/** Polls `url` until it answers `status`; answers how long that took. */
export async function untilStatus(url: string, status: number, timeoutMs = 5_000): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const got = await fetch(url).then((r) => r.status, () => 0);
    if (got === status) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${url} did not answer ${status} within ${timeoutMs} ms`);
}
