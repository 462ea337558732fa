import type { IncomingHttpHeaders } from 'node:http';

const MOBILE_AGENT = /Mobi|Android|iPhone|iPod|iPad/i;

/**
 * The layout the server renders, guessed from the request: the phone layout for a browser that says it
 * is mobile (Client Hints' Sec-CH-UA-Mobile, else its User-Agent). The browser keeps the guess while it
 * hydrates and then follows its real width (768 px), so a wrong guess costs one re-layout, not a mismatch.
 */
export function isMobileRequest(headers: IncomingHttpHeaders): boolean {
  const hint = headers['sec-ch-ua-mobile'];
  if (hint === '?1') return true;
  if (hint === '?0') return false;
  return MOBILE_AGENT.test(headers['user-agent'] ?? '');
}
