import { newIdempotencyKey } from './idempotency-key';

describe('newIdempotencyKey', () => {
  it('is 32 hex characters, different every press', () => {
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
  });

  it('works outside a secure context, where randomUUID is missing', () => {
    const bytes = Uint8Array.from({ length: 16 }, (_, i) => i * 17);
    const key = newIdempotencyKey({ getRandomValues: <T extends ArrayBufferView | null>(array: T) => (array && (array as unknown as Uint8Array).set(bytes), array) });
    expect(key).toBe('00112233445566778899aabbccddeeff');
  });
});
