/**
 * The URL of an attachment message when it is safe to put in an `href` or `src`: a path on this origin
 * or an http(s) address. Anything else (`javascript:`, `data:` ...) is null, so a crafted message can
 * never run script in the reader's page, whatever the server let through.
 */
export function safeAttachmentUrl(url: string): string | null {
  const trimmed = url.trim();
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return trimmed;
  try {
    const parsed = new URL(trimmed);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}
