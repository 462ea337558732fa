import { attachmentTypeOfExtension, isInlineMedia } from './attachment-types';

/** Strict policy for anything opened directly: a seeded SVG, say, may draw but never run a script. */
const CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:";

/** The folder of every chat attachment, under the business's own folder: `<subdomain>/chat-widget/...`. */
const isChatAttachment = (segments: string[]) => segments.length >= 3 && segments[1] === 'chat-widget';

/**
 * Headers of a stored file served at `/uploads/<path>` (`path` relative to the storage root, with `/`).
 * Every file: no content sniffing by the browser and a strict CSP. Chat attachments, which customers
 * choose: the content type comes from our own table by the extension (the stored extension is the
 * sniffed type's), anything else is `application/octet-stream`; only raster images, sound and video are
 * shown inline, everything else (PDF, office, text, archives) is a download, so no customer file is
 * ever rendered as a page of this site.
 */
export function servedHeaders(path: string): Record<string, string> {
  const headers: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'content-security-policy': CONTENT_SECURITY_POLICY,
  };
  const segments = path.split('/');
  if (!isChatAttachment(segments)) return headers;

  const name = segments[segments.length - 1] ?? '';
  const dot = name.lastIndexOf('.');
  const type = (dot > 0 && attachmentTypeOfExtension(name.slice(dot + 1))) || 'application/octet-stream';
  headers['content-type'] = type.startsWith('text/') ? `${type}; charset=utf-8` : type;
  if (!isInlineMedia(type)) headers['content-disposition'] = 'attachment';
  return headers;
}
