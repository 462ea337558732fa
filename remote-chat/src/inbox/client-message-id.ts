/**
 * A client-made message id (the contract's 8-64 letters, digits, - or _): 16 random bytes as hex. The
 * server stores a message once per id, so a reply retried after a lost answer never shows twice.
 */
export function newClientMessageId(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
