import { useLayoutEffect } from 'react';

/** User-timing mark of the moment the shell (header, navigation, footer, chat launcher) is live. */
export const SHELL_LIVE = 'shell-live';
const SHELL_PART_LIVE = 'shell-part-live';

/**
 * Renders nothing; in the commit that hydrated (or rendered) the part of the shell it sits in, notes
 * that part live, and marks `shell-live` once all `parts` are: the desktop's header and its footer
 * with the chat launcher come alive on their own, with their chunk. A server-rendered page's start
 * script then does the taps on the shell it held until now (host/public/start-server-page.js).
 */
export function ShellLive({ parts }: { parts: number }) {
  useLayoutEffect(() => {
    performance.mark(SHELL_PART_LIVE);
    if (performance.getEntriesByName(SHELL_PART_LIVE).length === parts) performance.mark(SHELL_LIVE);
  }, [parts]);
  return null;
}
