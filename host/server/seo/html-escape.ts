const HTML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Escapes text for an HTML text node or a double- or single-quoted attribute. Everything the server
 * writes into the document comes from the business's content or the request, so all of it goes
 * through here. The same five entities make text safe in XML (the sitemap).
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ENTITIES[char] ?? char);
}

/**
 * JSON for an inline `<script type="application/ld+json">`: `<`, `>` and `&` as \u escapes so a value
 * holding `</script>` or `<!--` cannot end or confuse the script element, and U+2028/U+2029 escaped
 * for old JavaScript parsers. The result is still the same JSON to any JSON parser.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
