import { jsonForScript } from '../seo/html-escape';
import type { ServerState } from '../../src/ssr/server-state';
import { SERVER_STATE_ID } from '../../src/ssr/server-state';

/** The built shell's mount point, with the loading line the browser shows when nothing was rendered. */
const ROOT = /<div id="?root"?>\s*(?:<div class="?boot"?[^>]*>[^<]*<\/div>\s*)?<\/div>/;
/** React puts the preloads it finds (the LCP image's, with fetchpriority) before the markup; they belong in the head. */
const HOISTED = /^(?:<link [^>]*>)+/;
/** The shell's preloads of its start-up scripts (shared/build/preload-startup-chunks.cjs). */
const STARTUP_PRELOADS = /<link\b[^>]*\bdata-startup\b[^>]*>/g;

/**
 * The document with the server's markup in #root and the state it was rendered from beside it (once, as
 * JSON the browser parses), React's preloads in the head and the shell's start-up script preloads left out. Null when the shell has no recognisable
 * mount point: the plain document then goes out and the browser renders. (The remote's stylesheets and
 * scripts go into every document the host serves: see federation-head.ts.)
 */
export function documentWithBody(document: string, page: { html: string; state: ServerState }): string | null {
  if (!ROOT.test(document) || !document.includes('</head>')) return null;
  const hoisted = HOISTED.exec(page.html)?.[0] ?? '';
  const body = page.html.slice(hoisted.length);
  const state = `<script type="application/json" id="${SERVER_STATE_ID}">${jsonForScript(page.state)}</script>`;
  // The page is on screen before any script runs: the scripts load at the deferred main.js's pace,
  // after the stylesheets and images the first paint and the LCP wait for, not beside them.
  return document
    .replace(STARTUP_PRELOADS, '')
    .replace('</head>', () => `${hoisted}</head>`)
    .replace(ROOT, () => `<div id="root">${body}</div>${state}`);
}
