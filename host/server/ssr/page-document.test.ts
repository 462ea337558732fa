/** @jest-environment node */
import type { ServerState } from '../../src/ssr/server-state';
import { SERVER_PAGE_START_SCRIPT, documentWithBody } from './page-document';

const SHELL =
  '<!doctype html><html><head><title>Kaveri</title><script defer src="/main.js"></script></head>' +
  '<body><div id="root"><div class="boot" role="status">Loading page preview...</div></div></body></html>';
const state = { route: '/', isMobile: false, queries: { note: '</script><script>alert(1)</script>' } } as unknown as ServerState;

describe('documentWithBody', () => {
  it('puts the markup in #root, the state beside it, and React’s preloads in the head', () => {
    const html = documentWithBody(SHELL, { html: '<link rel="preload" as="image" href="/b.webp" fetchPriority="high"/><main>Banner</main>', state });
    expect(html).toContain('<div id="root"><main>Banner</main></div><script type="application/json" id="server-state">');
    expect(html).toContain('<link rel="preload" as="image" href="/b.webp" fetchPriority="high"/></head>');
    expect(html).not.toContain('Loading page preview');
  });

  it('leaves out the shell’s start-up script preloads, and keeps its other links', () => {
    const shell = SHELL.replace(
      '</head>',
      '<link href=/main.css rel=stylesheet><link rel=preload as=script fetchpriority=low href=/470.js data-startup><link rel=preload as=script fetchpriority=low href=/582.js data-startup=""></head>',
    );
    const html = documentWithBody(shell, { html: '<main>Banner</main>', state }) ?? '';
    expect(html).toContain('<link href=/main.css rel=stylesheet></head>');
    expect(html).not.toContain('470.js');
    expect(html).not.toContain('582.js');
  });

  it('starts the shell’s entry scripts after the LCP image, in their order, from the head, told the layout drawn', () => {
    const shell = SHELL.replace('<script defer src="/main.js"></script>', '<script defer src=/runtime.js></script><script defer src=/main.js></script>');
    const html = documentWithBody(shell, { html: '<main>Banner</main>', state }) ?? '';
    expect(html).toContain(
      `<title>Kaveri</title><script async src="${SERVER_PAGE_START_SCRIPT}" data-scripts="/runtime.js /main.js" data-mobile="false"></script></head>`,
    );
    expect(html.match(/<script\b[^>]*\bsrc=/g)).toHaveLength(1);
  });

  it('escapes the state so its content cannot end the script element', () => {
    const html = documentWithBody(SHELL, { html: '<main></main>', state }) ?? '';
    expect(html).not.toContain('</script><script>alert(1)');
    expect(JSON.parse(/id="server-state">(.*?)<\/script>/.exec(html)?.[1] ?? '')).toEqual(state);
  });

  it('keeps `$` patterns in the markup as written', () => {
    const html = documentWithBody(SHELL, { html: '<p>₹1,390 $& $1</p>', state }) ?? '';
    expect(html).toContain('<p>₹1,390 $& $1</p>');
  });

  it('finds the mount point in the minified build (attributes without quotes)', () => {
    const minified = '<html><head></head><body><div id=root><div class=boot role=status>Loading page preview...</div></div></body></html>';
    expect(documentWithBody(minified, { html: '<main>Banner</main>', state })).toContain('<div id="root"><main>Banner</main></div>');
  });

  it('gives up on a document without the mount point', () => {
    expect(documentWithBody('<html><head></head><body></body></html>', { html: '<main></main>', state })).toBeNull();
  });
});
