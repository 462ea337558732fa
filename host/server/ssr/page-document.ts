import { escapeHtml, jsonForScript } from '../seo/html-escape';
import type { ServerState } from '../../src/ssr/server-state';
import { SERVER_STATE_ID } from '../../src/ssr/server-state';

/** The built shell's mount point, with the loading line the browser shows when nothing was rendered. */
const ROOT = /<div id="?root"?>\s*(?:<div class="?boot"?[^>]*>[^<]*<\/div>\s*)?<\/div>/;
/** React puts the preloads it finds (the LCP image's, with fetchpriority) before the markup; they belong in the head. */
const HOISTED = /^(?:<link [^>]*>)+/;
/** The shell's preloads of its start-up scripts (build-kit/src/preload-startup-chunks.cjs). */
const STARTUP_PRELOADS = /<link\b[^>]*\bdata-startup\b[^>]*>/g;
/** The shell's deferred entry scripts (runtime.js, main.js), as html-webpack-plugin writes them. */
const ENTRY_SCRIPT = /<script defer(?:="")? src=("?)([^"\s>]+)\1><\/script>/g;
/** Starts the entry scripts once the first screen's largest image has loaded (host/public/start-server-page.js). */
export const SERVER_PAGE_START_SCRIPT = '/start-server-page.js';

/**
 * The document with the server's markup in #root and the state it was rendered from beside it (once, as
 * JSON the browser parses), React's preloads in the head, the shell's start-up script preloads left out
 * and its entry scripts started after the LCP image. Null when the shell has no recognisable
 * mount point: the plain document then goes out and the browser renders. (The remote's stylesheets and
 * scripts go into every document the host serves: see federation-head.ts.)
 */
export function documentWithBody(document: string, page: { html: string; state: ServerState }): string | null {
  if (!ROOT.test(document) || !document.includes('</head>')) return null;
  const hoisted = HOISTED.exec(page.html)?.[0] ?? '';
  const body = page.html.slice(hoisted.length);
  const state = `<script type="application/json" id="${SERVER_STATE_ID}">${jsonForScript(page.state)}</script>`;
  // The page is on screen before any script runs, so its scripts start after its LCP image: they never
  // take a slow link's bandwidth from the stylesheets and the image the first paint and the LCP wait for.
  return startEntryScriptsAfterLcpImage(document.replace(STARTUP_PRELOADS, ''), page.state.isMobile)
    .replace('</head>', () => `${hoisted}</head>`)
    .replace(ROOT, () => `<div id="root">${body}</div>${state}`);
}

/**
 * The shell's entry scripts replaced by the one script that starts them, in order, after the LCP
 * image. It is told the layout the page was drawn for, to start them at once in a window of the other.
 */
function startEntryScriptsAfterLcpImage(document: string, isMobile: boolean): string {
  const sources = [...document.matchAll(ENTRY_SCRIPT)].map((match) => match[2]);
  if (sources.length === 0) return document;
  const starter = `<script async src="${SERVER_PAGE_START_SCRIPT}" data-scripts="${escapeHtml(sources.join(' '))}" data-mobile="${isMobile}"></script>`;
  let first = true;
  return document.replace(ENTRY_SCRIPT, () => {
    const replacement = first ? starter : '';
    first = false;
    return replacement;
  });
}
