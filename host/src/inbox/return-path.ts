/** The query parameter that carries where the owner login returns to. */
export const RETURN_PARAM = 'next';

/** The owner login, asked to come back to `path` afterwards. */
export function loginPathReturningTo(loginPath: string, path: string): string {
  return `${loginPath}?${RETURN_PARAM}=${encodeURIComponent(path)}`;
}

/**
 * Where to go after the owner logs in: the `next` path of the login's query when it is a path of this
 * site ('/owner/inbox'), never another origin ('//evil.example', '/\evil.example', 'https://...').
 */
export function safeReturnPath(search: string): string | null {
  const next = new URLSearchParams(search).get(RETURN_PARAM);
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return null;
  return next;
}
