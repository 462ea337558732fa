import { STORAGE_KEYS, hostTokenKey } from './keys';

describe('storage keys', () => {
  it('are the spec names', () => {
    expect(Object.values(STORAGE_KEYS)).toEqual([
      'webCart',
      'webCartTotalCount',
      'chatSession',
      'webOrderItemData',
      'webOrderSendEnquiryRequestItemData',
      'webOrderSendEnquiryRequestItemWithPriceData',
      'userAccessToken',
    ]);
  });

  it.each([
    ['demo.localhost', 'demo'],
    ['Shop.Example.com', 'shop'],
    ['www.example.com', 'www'],
    ['localhost', 'localhost'],
    ['', ''],
  ])('hostTokenKey(%p) = %p (the first label of the host name)', (hostname, key) => {
    expect(hostTokenKey(hostname)).toBe(key);
  });
});
