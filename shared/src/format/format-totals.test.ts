import { formatInrPayable, totalsFormatter } from './format-totals';

describe('totalsFormatter', () => {
  it('shows whole rupees when every amount of the block is whole', () => {
    const format = totalsFormatter([14200, 1704, 0, 15904]);
    expect([14200, 1704, 15904].map(format)).toEqual(['₹14,200', '₹1,704', '₹15,904']);
  });

  it('shows every amount with paise as soon as one has paise, so the lines add up as shown', () => {
    const format = totalsFormatter([798, 64.05, 0, 733.95]);
    expect([798, 64.05, 733.95].map(format)).toEqual(['₹798.00', '₹64.05', '₹733.95']);
  });
});

describe('formatInrPayable: a payable amount is never rounded', () => {
  it.each([
    [293, '₹293'],
    [292.95, '₹292.95'],
    [125000, '₹1,25,000'],
    [0.5, '₹0.50'],
  ])('%p -> %p', (amount, shown) => {
    expect(formatInrPayable(amount)).toBe(shown);
  });
});
