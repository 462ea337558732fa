/**
 * A client-made message id: 32 hex characters (a random UUID without its dashes). The composer makes one
 * per message and reuses it on every retry, so the server stores the message once however often it is
 * sent. Pages outside a secure context have no `crypto.randomUUID`; 16 random bytes serve the same.
 */
export function makeClientMessageId(cryptoImpl: Pick<Crypto, 'getRandomValues'> & Partial<Pick<Crypto, 'randomUUID'>> = globalThis.crypto): string {
  if (typeof cryptoImpl.randomUUID === 'function') return cryptoImpl.randomUUID().replace(/-/g, '');
  const bytes = cryptoImpl.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
