import { fromPaise, roundToPaise, toPaise } from './money';

describe('money', () => {
  it.each([
    [118.00000000000001, 11_800],
    [0.1 + 0.2, 30],
    [1_25_000, 1_25_00_000],
    [-5.5, -550],
    [0, 0],
  ])('toPaise(%p) = %p', (rupees, paise) => {
    expect(toPaise(rupees)).toBe(paise);
  });

  it('round-trips paise', () => {
    expect(fromPaise(11_850)).toBe(118.5);
    expect(roundToPaise(100 * 1.18)).toBe(118);
    expect(roundToPaise(99.999)).toBe(100);
  });
});
