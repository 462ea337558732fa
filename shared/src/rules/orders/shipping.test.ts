import { DEFAULT_SHIPPING_ISSUE_MESSAGE, isDeliverablePincode, shippingCost, shippingIssues, shippingLabel, type ShippableLine } from './shipping';

const line = (productId: string, over: Partial<ShippableLine> = {}): ShippableLine => ({
  productId,
  itemType: 'product',
  shippingAvailable: true,
  shippingCostPaise: 0,
  ...over,
});

describe('shipping cost by line, Free Shipping at 0', () => {
  it.each<[string, ShippableLine[], number]>([
    ['free', [line('a')], 0],
    ['sum of shipped lines', [line('a', { shippingCostPaise: 40_00 }), line('b', { shippingCostPaise: 60_00 })], 100_00],
    ['non-shippable and services cost nothing', [line('a', { shippingAvailable: false, shippingCostPaise: 40_00 }), line('s', { itemType: 'service', shippingCostPaise: 9_00 })], 0],
  ])('%s', (_name, lines, expected) => {
    expect(shippingCost(lines)).toBe(expected);
  });

  it.each([
    [0, 'Free Shipping'],
    [40_00, '₹40'],
  ])('label of %p is %p', (paise, label) => {
    expect(shippingLabel(paise, (p) => `₹${p / 100}`)).toBe(label);
  });
});

describe('shipping issues', () => {
  it('lists the shipped products that cannot reach the address once, with the default message', () => {
    const lines = [line('a'), line('b'), line('a'), line('c', { shippingAvailable: false })];
    expect(shippingIssues(lines, (l) => l.productId === 'b')).toEqual([{ productsIds: ['a'], message: DEFAULT_SHIPPING_ISSUE_MESSAGE }]);
    expect(DEFAULT_SHIPPING_ISSUE_MESSAGE).toBe('This product cannot be shipped to your address.');
  });

  it('is empty when every shipped product can reach the address', () => {
    expect(shippingIssues([line('a'), line('s', { itemType: 'service' })], () => true)).toEqual([]);
  });

  it.each([
    ['560001', true],
    [' 110001 ', true],
    ['060001', false],
    ['56000', false],
    ['5600011', false],
    ['abcdef', false],
  ])('pincode %p deliverable: %p', (pincode, expected) => {
    expect(isDeliverablePincode(pincode)).toBe(expected);
  });
});
