import { chatEntryPath } from './chat-entry';

describe('chatEntryPath', () => {
  it('goes to the chat screen on mobile, whatever page the shopper is on', () => {
    expect(chatEntryPath({ pathname: '/products', search: '?catalogue=sarees&page=2' }, 'direct_buy', true)).toBe('/chat?source=direct_buy');
    expect(chatEntryPath({ pathname: '/', search: '' }, 'send_enquiry_request', true)).toBe('/chat?source=send_enquiry_request');
  });

  it('keeps the current page and its query on desktop and adds chat=open and the source', () => {
    expect(chatEntryPath({ pathname: '/products', search: '?catalogue=sarees&page=2' }, 'direct_buy', false)).toBe(
      '/products?catalogue=sarees&page=2&chat=open&source=direct_buy',
    );
  });

  it('replaces an earlier chat source instead of repeating it, and keeps the hash', () => {
    expect(chatEntryPath({ pathname: '/', search: '?chat=open&source=direct_buy', hash: '#top' }, 'send_enquiry_request', false)).toBe(
      '/?chat=open&source=send_enquiry_request#top',
    );
  });
});
