/** The link a shared product travels as: this page with only the product's `name` in the query. */
export function productShareUrl(origin: string, pathname: string, slug: string): string {
  return `${origin}${pathname}?${new URLSearchParams({ name: slug }).toString()}`;
}

export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'failed';

export interface ShareTools {
  share?: (data: ShareData) => Promise<void>;
  writeText?: (text: string) => Promise<void>;
}

/**
 * Shares with the Web Share API where the browser has it; otherwise (or when the share sheet fails
 * for another reason than the visitor closing it) copies the link to the clipboard.
 */
export async function shareLink(data: { title: string; text?: string; url: string }, tools: ShareTools): Promise<ShareOutcome> {
  if (tools.share) {
    try {
      await tools.share(data);
      return 'shared';
    } catch (error) {
      // the visitor closed the share sheet: nothing went wrong, so nothing to say
      if (error instanceof Error && error.name === 'AbortError') return 'cancelled';
    }
  }
  if (!tools.writeText) return 'failed';
  try {
    await tools.writeText(data.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}

/** The browser's share sheet and clipboard, bound, where they exist. */
export function browserShareTools(): ShareTools {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  const tools: ShareTools = {};
  if (nav && typeof nav.share === 'function') tools.share = (data) => nav.share(data);
  if (nav?.clipboard && typeof nav.clipboard.writeText === 'function') tools.writeText = (text) => nav.clipboard.writeText(text);
  return tools;
}
