import fc from 'fast-check';
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

describe('formatInr matches Intl.NumberFormat en-IN INR', () => {
  const intl = (decimals: 0 | 2) =>
    new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: decimals, maximumFractionDigits: decimals });
  const expected = (amount: number, decimals: 0 | 2) => {
    // Intl keeps the sign of an amount that rounds to zero ('-₹0.00'); formatInr never shows it.
    const text = intl(decimals).format(amount);
    return /^-₹0(\.0+)?$/.test(text) ? text.slice(1) : text;
  };

  it.each([1.005, 2.675, 0.5, 0.49, 999.995, 1e15 + 0.5, 123456789.125, -1234.5, -0.005, 0.000001, 5e-7, 1e21, 12345678901234.5])(
    '%p',
    (amount) => {
      expect(formatInr(amount)).toBe(expected(amount, 2));
      expect(formatInrWhole(amount)).toBe(expected(amount, 0));
    },
  );

  it('for generated prices, in paise and in whole rupees', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -1e12, max: 1e12 }).map((paise) => paise / 100), fc.double({ min: -1e14, max: 1e14, noNaN: true })), (amount) => {
        expect(formatInr(amount)).toBe(expected(amount, 2));
        expect(formatInrWhole(amount)).toBe(expected(amount, 0));
      }),
      { numRuns: 2000, seed: 20261123 },
    );
  });
});

describe('formatInr is also what Hindi (hi-IN) writes: the same Indian grouping and digits', () => {
  it.each([100000, 1234567.5, 0.05, 2360, 99.99])('%p', (amount) => {
    expect(formatInr(amount)).toBe(new Intl.NumberFormat('hi-IN', { style: 'currency', currency: 'INR' }).format(amount));
  });
});
