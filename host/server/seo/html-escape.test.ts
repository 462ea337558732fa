/** @jest-environment node */
import { escapeHtml, jsonForScript } from './html-escape';

describe('escapeHtml', () => {
  it.each([
    ['Sarees & Silk', 'Sarees &amp; Silk'],
    ['"><script>alert(1)</script>', '&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;'],
    ["Grandmother's", 'Grandmother&#39;s'],
    ['plain text', 'plain text'],
  ])('%p -> %p', (text, escaped) => {
    expect(escapeHtml(text)).toBe(escaped);
  });
});

describe('jsonForScript', () => {
  it('cannot close the script element and still parses to the same value', () => {
    const value = { name: 'Silk </script><script>alert(1)</script> & <!-- more', line: 'a\u2028b' };
    const json = jsonForScript(value);
    expect(json).not.toMatch(/<\/script/i);
    expect(json).not.toContain('<!--');
    expect(json).not.toContain('\u2028');
    expect(JSON.parse(json)).toEqual(value);
  });
});
