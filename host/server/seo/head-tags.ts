import type { DocumentMeta } from './document-meta';
import { escapeHtml, jsonForScript } from './html-escape';

/** Where public/index.html asks for the tags; production builds minify the comment away. */
const PLACEHOLDER = '<!--head-meta-->';
const TITLE = /<title>[\s\S]*?<\/title>/i;

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;

/** The tags for one page: description, canonical, Open Graph, Twitter card and JSON-LD, all escaped. */
export function headTags(page: DocumentMeta): string {
  const tags = [
    meta('name', 'description', page.description),
    `<link rel="canonical" href="${escapeHtml(page.canonicalUrl)}">`,
    ...(page.noindex ? [meta('name', 'robots', 'noindex')] : []),
    meta('property', 'og:type', page.type),
    meta('property', 'og:site_name', page.siteName),
    meta('property', 'og:title', page.shareTitle),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', page.canonicalUrl),
    meta('property', 'og:locale', 'en_IN'),
  ];
  if (page.image) {
    tags.push(meta('property', 'og:image', page.image.url));
    if (page.image.width && page.image.height) {
      tags.push(meta('property', 'og:image:width', String(page.image.width)), meta('property', 'og:image:height', String(page.image.height)));
    }
    tags.push(meta('property', 'og:image:alt', page.image.alt));
  }
  if (page.price) {
    tags.push(meta('property', 'product:price:amount', page.price.amount), meta('property', 'product:price:currency', page.price.currency));
  }
  tags.push(
    meta('name', 'twitter:card', page.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', page.shareTitle),
    meta('name', 'twitter:description', page.description),
  );
  if (page.image) tags.push(meta('name', 'twitter:image', page.image.url), meta('name', 'twitter:image:alt', page.image.alt));
  if (page.price) tags.push(meta('name', 'twitter:label1', 'Price'), meta('name', 'twitter:data1', page.price.label));
  if (page.jsonLd) tags.push(`<script type="application/ld+json">${jsonForScript(page.jsonLd)}</script>`);
  return tags.join('');
}

/** Puts `tags` in the shell's head: at the placeholder, else right after the title, else before `</head>`. */
function insertTags(shell: string, tags: string): string {
  if (shell.includes(PLACEHOLDER)) return shell.replace(PLACEHOLDER, () => tags);
  const title = TITLE.exec(shell);
  if (title) return shell.slice(0, title.index + title[0].length) + tags + shell.slice(title.index + title[0].length);
  return shell.replace(/<\/head>/i, () => `${tags}</head>`);
}

/** The shell document with the page's own title and tags, readable before any script runs. */
export function documentWithHead(shell: string, page: DocumentMeta): string {
  const titled = TITLE.test(shell) ? shell.replace(TITLE, () => `<title>${escapeHtml(page.title)}</title>`) : shell;
  return insertTags(titled, headTags(page));
}

/** The shell for an address with no page: the client shows its not-found screen; engines drop it. */
export function noindexDocument(shell: string): string {
  return insertTags(shell, meta('name', 'robots', 'noindex'));
}
