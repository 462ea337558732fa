import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';

/** A boundary the server could not finish (here: a lazily loaded part not loaded yet) is left for the browser. */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

/**
 * The HTML the host's server sends for `element`, with every lazily loaded part in it, as the host's
 * streaming renderer sends it once all boundaries are ready. renderToString, because React's Node
 * stream leaves context values behind in a process that then renders in the browser's way too (jest):
 * each pass starts loading the lazy parts it met, and the next pass finds them loaded.
 */
export async function renderOnServer(element: ReactNode, passes = 5): Promise<string> {
  let html = renderToString(element);
  for (let pass = 1; pass < passes && html.includes(CLIENT_RENDERED_BOUNDARY); pass += 1) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    html = renderToString(element);
  }
  return html;
}
