import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildHostApp, type HostAppOptions } from './host-app';

/** The port a listening server took. */
export const portOf = (app: FastifyInstance) => (app.server.address() as AddressInfo).port;

/** The shell every test folder holds. */
export const SHELL_HTML = '<!doctype html><title>shell</title>';

export interface HostOverUpstream {
  /** The folder of built files the host serves. */
  root: string;
  /** The API the host forwards to. */
  upstream: FastifyInstance;
  apiUrl: string;
  host: FastifyInstance;
  close(): Promise<void>;
}

interface Options {
  /** The API's routes. */
  routes(upstream: FastifyInstance): void;
  upstreamOptions?: FastifyServerOptions;
  /** Built files beside the shell's index.html, by name. */
  files?: Record<string, string>;
  env?: HostAppOptions['env'];
  seo?: HostAppOptions['seo'];
}

/** The host's real server over a temporary folder of built files and a real upstream API on 127.0.0.1. */
export async function hostOverUpstream({ routes, upstreamOptions, files = {}, env = {}, seo }: Options): Promise<HostOverUpstream> {
  const root = mkdtempSync(join(tmpdir(), 'host-dist-'));
  writeFileSync(join(root, 'index.html'), SHELL_HTML);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(root, name), text);
  const upstream = Fastify(upstreamOptions);
  routes(upstream);
  await upstream.listen({ port: 0, host: '127.0.0.1' });
  const apiUrl = `http://127.0.0.1:${portOf(upstream)}`;
  const host = await buildHostApp({ root, apiUrl, env, logger: false, ...(seo ? { seo } : {}) });
  return {
    root,
    upstream,
    apiUrl,
    host,
    async close() {
      await host.close();
      await upstream.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
