import type { PageAnswer } from 'shared';
import type { RuntimeConfig } from '../federation/remote-registry';

/** Id of the `<script type="application/json">` a server-rendered page carries its state in. */
export const SERVER_STATE_ID = 'server-state';

/**
 * What the server rendered the page from, sent once with the HTML so the browser hydrates the same tree
 * without asking again: the run-time configuration, the page answer, the API answers the views read, and
 * the layout the server guessed from the browser's User-Agent.
 */
export interface ServerState {
  config: RuntimeConfig;
  subdomain: string;
  /** The path the page answer is for. */
  route: string;
  answer: PageAnswer;
  queries: Record<string, unknown>;
  isMobile: boolean;
}

/** The state of a server-rendered page, or null for a page the browser renders alone. */
export function readServerState(doc: Document): ServerState | null {
  const text = doc.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as ServerState;
  } catch {
    return null;
  }
}
