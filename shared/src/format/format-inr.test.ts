import { formatInr, formatInrWhole } from './format-inr';

describe('formatInr: en-IN, INR', () => {
  it.each([
    [125000, 2, '₹1,25,000.00'],
    [125000, 0, '₹1,25,000'],
    [1234567.891, 2, '₹12,34,567.89'],
    [999.5, 0, '₹1,000'],
    [0, 2, '₹0.00'],
    [-5.5, 2, '-₹5.50'],
    [-0.4, 0, '₹0'],
    [Number.NaN, 2, '₹0.00'],
  ] as const)('%p with %p decimals -> %p', (amount, decimals, expected) => {
    expect(formatInr(amount, { decimals })).toBe(expected);
  });

  it('uses 2 decimals by default', () => {
    expect(formatInr(118)).toBe('₹118.00');
  });
});

describe('formatInrWhole: whole rupees for the chat and history', () => {
  it.each([
    [2360, '₹2,360'],
    [125000, '₹1,25,000'],
    [1199.5, '₹1,200'],
    [1199.49, '₹1,199'],
    [0, '₹0'],
    [Number.NaN, '₹0'],
  ] as const)('%p -> %p', (amount, expected) => {
    expect(formatInrWhole(amount)).toBe(expected);
  });
});
