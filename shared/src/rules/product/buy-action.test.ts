import { isBlockedByStock, productActionKind, productActionLabel, productActionSource, SEND_ENQUIRY_REQUEST_LABEL } from './buy-action';

const product = (button: string, priceVisible = true) => ({ button, pricing: { priceVisible } });

describe('productActionKind and productActionLabel', () => {
  it.each([
    // button, price visible -> action, label
    ['Buy', true, 'direct_buy', 'Buy Now'],
    ['Book', true, 'direct_buy', 'Book Now'],
    ['Chat', true, 'enquiry_with_price', 'Chat Now'],
    ['Contact', true, 'enquiry_with_price', 'Contact Us'],
    [' buy ', true, 'direct_buy', 'Buy Now'],
    ['CONTACT', true, 'enquiry_with_price', 'Contact Us'],
    ['Enquire', true, 'enquiry', 'Enquire'],
    ['', true, 'enquiry', SEND_ENQUIRY_REQUEST_LABEL],
    ['Buy', false, 'enquiry', 'Send Enquiry Request'],
    ['Chat', false, 'enquiry', 'Send Enquiry Request'],
    ['Contact', false, 'enquiry', 'Send Enquiry Request'],
    ['Enquire', false, 'enquiry', 'Send Enquiry Request'],
  ] as const)('%p with price visible %p -> %p, %p', (button, visible, kind, label) => {
    expect(productActionKind(product(button, visible))).toBe(kind);
    expect(productActionLabel(product(button, visible))).toBe(label);
  });
});

describe('productActionSource', () => {
  it.each([
    ['direct_buy', 'direct_buy'],
    ['enquiry_with_price', 'send_enquiry_request'],
    ['enquiry', 'send_enquiry_request'],
  ] as const)('%p opens the chat with source %p', (kind, source) => {
    expect(productActionSource(kind)).toBe(source);
  });
});

describe('isBlockedByStock', () => {
  it('blocks buying, never an enquiry', () => {
    expect(isBlockedByStock('direct_buy')).toBe(true);
    expect(isBlockedByStock('enquiry_with_price')).toBe(false);
    expect(isBlockedByStock('enquiry')).toBe(false);
  });
});
