type KeyCrypto = Pick<Crypto, 'getRandomValues'> & Partial<Pick<Crypto, 'randomUUID'>>;

/**
 * A fresh key for one Create Order press: 32 hex characters. Pages outside a secure context (a shop
 * reached over plain http on a LAN address) have no `crypto.randomUUID`; 16 random bytes serve the same.
 */
export function newIdempotencyKey(cryptoImpl: KeyCrypto = globalThis.crypto): string {
  if (typeof cryptoImpl.randomUUID === 'function') return cryptoImpl.randomUUID().replace(/-/g, '');
  const bytes = cryptoImpl.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
