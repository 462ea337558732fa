/** @jest-environment jsdom */
import { readEmbeddedConfig } from '../src/federation/embedded-config';
import { documentWithRuntimeConfig } from './runtime-config-document';

const CONFIG = { remotes: { storefront: 'http://demo.localhost:3001/remoteEntry.js', chat: 'http://c/remoteEntry.js', checkout: 'http://k/remoteEntry.js' }, defaultSubdomain: 'demo' };

describe('documentWithRuntimeConfig', () => {
  it('puts the configuration in the document as JSON the browser reads back', () => {
    const html = documentWithRuntimeConfig('<!doctype html><html><head></head><body><div id="root"></div></body></html>', CONFIG);
    expect(readEmbeddedConfig(new DOMParser().parseFromString(html, 'text/html'))).toEqual(CONFIG);
    expect(html).toContain('<script type="application/json" id="runtime-config">');
  });

  it('cannot end its script element early, whatever a URL holds', () => {
    const html = documentWithRuntimeConfig('<body></body>', { ...CONFIG, defaultSubdomain: '</script><script>alert(1)</script>' });
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });

  it('leaves a document without a body end as it is', () => {
    expect(documentWithRuntimeConfig('<p>fragment</p>', CONFIG)).toBe('<p>fragment</p>');
  });
});
