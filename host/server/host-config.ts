import { z } from 'zod';
import { httpUrl, optionalText, parseEnv, port, remoteLocationFields, serverEnvFields, shutdownTimesOf, type ShutdownTimes } from 'server-kit';

/** An origin a Content Security Policy can name: scheme, host and optional port, nothing after. */
const ORIGIN = /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i;

/** A domain name: dot-separated host-name labels. */
const HOST_NAME = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** Everything the host's server reads from its environment. */
export const hostEnvSchema = z.object({
  ...serverEnvFields,
  ...remoteLocationFields,
  HOST_PORT: port(3000),
  API_PORT: port(4000),
  API_URL: httpUrl,
  DEFAULT_SUBDOMAIN: optionalText
    .transform((value) => (value ?? 'demo').toLowerCase())
    .pipe(z.string().regex(/^[a-z0-9-]{1,63}$/, 'must be a host-name label (letters, digits, hyphens)')),
  SSR: optionalText.transform((value) => value ?? 'on').pipe(z.enum(['on', 'off'], { message: 'must be on or off' })),
  STOREFRONT_SERVER_URL: httpUrl,
  SITE_DOMAINS: optionalText
    .transform((value) => (value ?? 'localhost').toLowerCase().split(/[\s,]+/).filter(Boolean).map((domain) => domain.replace(/\.$/, '')))
    .refine((domains) => domains.length > 0 && domains.every((domain) => HOST_NAME.test(domain)), 'must be domain names (shops.example.in), separated by spaces or commas'),
  REDIS_URL: optionalText.refine((value) => value === undefined || /^rediss?:\/\/.+/.test(value), 'must be a redis:// or rediss:// URL (leave it unset for one host)'),
  FRAME_ANCESTORS: optionalText
    .transform((value) => (value ?? '').split(/[\s,]+/).filter(Boolean))
    .refine((origins) => origins.every((origin) => ORIGIN.test(origin)), 'must be origins (https://dashboard.example.in), separated by spaces or commas'),
});

export interface HostConfig {
  port: number;
  listenHost: string;
  /** Where API paths and the socket are forwarded: API_URL, else this machine at API_PORT. */
  apiUrl: string;
  defaultSubdomain: string;
  serverRendering: boolean;
  /** Origins besides the site's own allowed to show it in a frame. */
  frameAncestors: string[];
  /** Domains whose subdomains are the businesses' sites (and themselves the default site); other host names get 421. */
  siteDomains: string[];
  /** Set: page-cache purges reach every host through this Redis (ssr/purges-across-hosts.ts). */
  redisUrl: string | undefined;
  /** How a SIGTERM stops the server (SHUTDOWN_DRAIN_SECONDS, SHUTDOWN_TIMEOUT_SECONDS). */
  shutdown: ShutdownTimes;
}

/** The host's settings, or a ConfigError naming every wrong variable. */
export function loadHostConfig(env: NodeJS.ProcessEnv = process.env): HostConfig {
  const e = parseEnv(hostEnvSchema, env);
  return {
    port: e.HOST_PORT,
    listenHost: e.LISTEN_HOST,
    apiUrl: (e.API_URL ?? `http://127.0.0.1:${e.API_PORT}`).replace(/\/+$/, ''),
    defaultSubdomain: e.DEFAULT_SUBDOMAIN,
    serverRendering: e.SSR === 'on',
    frameAncestors: e.FRAME_ANCESTORS,
    siteDomains: e.SITE_DOMAINS,
    redisUrl: e.REDIS_URL,
    shutdown: shutdownTimesOf(e),
  };
}
