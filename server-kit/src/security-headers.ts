import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';

export interface SecurityHeaderOptions {
  /**
   * Origins of the other apps a page of this server loads code, manifests, styles and images from (the
   * remotes, found per request: an unset remote URL means "the page's host name at the remote's port").
   */
  peerOrigins?: (request: FastifyRequest) => readonly string[];
  /** Further script origins a page loads (a payment gateway's checkout script). */
  scriptOrigins?: readonly string[];
  /** Further origins a page draws in a frame (a payment gateway's checkout window). */
  frameOrigins?: readonly string[];
  /** Origins besides this one allowed to show the site in a frame (FRAME_ANCESTORS). */
  frameAncestors?: readonly string[];
  /** A remote's files are loaded by a page on another origin: they must not be marked same-origin only. */
  crossOriginResources?: boolean;
}

/** Per request, so the policy of a page names the remotes at the host name the browser used. */
const peersOf = new WeakMap<IncomingMessage, readonly string[]>();

const withPeers =
  (...fixed: readonly string[]) =>
  (request: IncomingMessage): string =>
    [...fixed, ...(peersOf.get(request) ?? [])].join(' ');

/**
 * Security headers on every answer of a server (helmet), with a Content Security Policy that runs no
 * inline script: scripts come from this origin and the remotes' only, and the page data a server
 * renders travels as `<script type="application/json">`, which the browser parses but never executes.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions = {}): Promise<void> {
  const { peerOrigins, scriptOrigins = [], frameOrigins = [], frameAncestors = [], crossOriginResources = false } = options;
  // Before helmet's own hook, which builds the header from the directives below.
  if (peerOrigins) {
    app.addHook('onRequest', async (request) => {
      peersOf.set(request.raw, peerOrigins(request));
    });
  }
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      // Every directive is written out: helmet's defaults add upgrade-insecure-requests, which would
      // send a plain-HTTP deployment's (and localhost's) remote loads to https.
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        formAction: ["'self'"],
        scriptSrc: [withPeers("'self'", ...scriptOrigins)],
        // The remotes' origins: the federation runtime loads their entries and chunks as scripts, but a
        // remote may fetch files of its own (its mf-manifest.json); the API and its socket are on this
        // origin ('self' covers ws: and wss: to it).
        connectSrc: [withPeers("'self'")],
        // Remote stylesheets are <link>s to the remotes. 'unsafe-inline' is for styles only: React writes
        // style attributes (fixed-size boxes, colours an owner picks, which the contracts restrict to
        // colour syntax) and the shell's document carries its loading-screen <style>; a style cannot run
        // code, and script-src, which can, allows no inline source.
        styleSrc: [withPeers("'self'", "'unsafe-inline'")],
        // data: for the inline favicon, blob: for an attachment's preview before it is sent.
        imgSrc: [withPeers("'self'", 'data:', 'blob:')],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: [withPeers("'self'", 'data:')],
        frameSrc: ["'self'", ...frameOrigins],
        frameAncestors: ["'self'", ...frameAncestors],
      },
    },
    // frame-ancestors decides who may frame the site; X-Frame-Options knows no list of origins.
    frameguard: frameAncestors.length === 0 ? { action: 'sameorigin' } : false,
    // A gateway's checkout may open a window that reports back to its opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginResourcePolicy: { policy: crossOriginResources ? 'cross-origin' : 'same-origin' },
    // The browser's Referer names this origin only to other sites, never the page's path and query.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}

/** Helmet's route option that leaves an answer's headers to whoever made it (the API, through the host). */
export const LEAVE_HEADERS_TO_UPSTREAM = { helmet: { skipRoute: true } } as const;
