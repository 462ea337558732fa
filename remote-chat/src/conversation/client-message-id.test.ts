import { webcrypto } from 'node:crypto';

import { clientMessageIdSchema } from 'shared/contracts';
import { makeClientMessageId } from './client-message-id';

describe('makeClientMessageId', () => {
  it('makes a fresh id the server accepts each time', () => {
    const ids = new Set(Array.from({ length: 50 }, () => makeClientMessageId(webcrypto as Crypto)));
    expect(ids.size).toBe(50);
    for (const id of ids) {
      expect(id).toMatch(/^[0-9a-f]{32}$/);
      expect(clientMessageIdSchema.safeParse(id).success).toBe(true);
    }
  });

  it('works without randomUUID (pages outside a secure context)', () => {
    const withoutUuid = { getRandomValues: webcrypto.getRandomValues.bind(webcrypto) } as Pick<Crypto, 'getRandomValues'>;
    const id = makeClientMessageId(withoutUuid);
    expect(id).toMatch(/^[0-9a-f]{32}$/);
  });
});
