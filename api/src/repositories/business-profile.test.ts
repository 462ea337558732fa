import { footerAddress, splitFooterAddress } from './business-profile';

describe("the footer's address and the profile's parts", () => {
  it.each([
    ['12, Chickpet Main Road\nBengaluru, Karnataka 560053', { addressLine: '12, Chickpet Main Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560053' }],
    ['100 Feet Road, Indiranagar\nBengaluru 560038', { addressLine: '100 Feet Road, Indiranagar', city: 'Bengaluru', state: '', pincode: '560038' }],
    ['Shop 4, Main Bazaar', { addressLine: 'Shop 4, Main Bazaar', city: '', state: '', pincode: '' }],
    ['Line one\nNear the temple', { addressLine: 'Line one\nNear the temple', city: '', state: '', pincode: '' }],
  ])('reads %j into parts that write it back the same', (text, parts) => {
    expect(splitFooterAddress(text)).toEqual(parts);
    expect(footerAddress(parts)).toBe(text);
  });
});
