/** Where a link stored in a section value may lead. */
export type SafeHref =
  | { kind: 'internal'; to: string }
  | { kind: 'external'; href: string }
  | { kind: 'contact'; href: string };

/**
 * Sorts a link an owner typed (banner, card) into an in-app path (drawn with the router's Link), an
 * external web address (opened in a new tab) or a mailto:/tel: link. Anything else, `javascript:` and
 * `data:` included, is no link at all.
 */
export function safeHref(raw: string | undefined | null): SafeHref | null {
  const url = raw?.trim();
  if (!url) return null;
  if (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')) return { kind: 'internal', to: url };
  if (/^https?:\/\/[^\s]+$/i.test(url)) return { kind: 'external', href: url };
  if (/^(?:mailto|tel):[^\s]+$/i.test(url)) return { kind: 'contact', href: url };
  if (url.startsWith('?')) return { kind: 'internal', to: url };
  return null;
}
