import { aChatMessage } from './conversation-test-kit';
import { hasUnreadForCustomer, markReadForCustomer, withReadReceipt } from './read-receipts';
import { LOCAL_ID_PREFIX } from './thread-merge';

const at = (minute: number) => `2025-03-12T12:${String(minute).padStart(2, '0')}:00.000Z`;

describe('read receipts of the customer', () => {
  it('counts what the business and the server’s system lines wrote as the customer’s to read, never the customer’s own or this page’s lines', () => {
    expect(hasUnreadForCustomer([aChatMessage({ sender: 'user' }), aChatMessage({ sender: 'system', _id: `${LOCAL_ID_PREFIX}prompt` })])).toBe(false);
    expect(hasUnreadForCustomer([aChatMessage({ sender: 'system' })])).toBe(true);
    expect(hasUnreadForCustomer([aChatMessage({ sender: 'business', readAt: at(0) })])).toBe(false);
  });

  it('marks the business’s and the system’s messages read up to the read time, and nothing of the customer’s', () => {
    const thread = [
      aChatMessage({ sender: 'business', createdAt: at(1) }),
      aChatMessage({ sender: 'system', createdAt: at(2) }),
      aChatMessage({ sender: 'user', createdAt: at(3) }),
      aChatMessage({ sender: 'business', createdAt: at(9) }),
    ];
    expect(markReadForCustomer(thread, at(5)).map((m) => m.readAt)).toEqual([at(5), at(5), null, null]);
  });

  it('puts the read ticks on the customer’s messages when the business read them, and marks the business’s read when another tab of the customer did', () => {
    const thread = [aChatMessage({ sender: 'user', createdAt: at(1) }), aChatMessage({ sender: 'business', createdAt: at(2) })];
    expect(withReadReceipt(thread, { by: 'business', readAt: at(5) }).map((m) => m.readAt)).toEqual([at(5), null]);
    expect(withReadReceipt(thread, { by: 'user', readAt: at(5) }).map((m) => m.readAt)).toEqual([null, at(5)]);
  });
});
