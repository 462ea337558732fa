import { fromPaise, roundHalfAwayFromZero, roundToPaise, toPaise } from './money';

describe('money: integer paise, rounded half away from zero', () => {
  it.each([
    [118.00000000000001, 11_800],
    [0.1 + 0.2, 30],
    [1_25_000, 1_25_00_000],
    [-5.5, -550],
    [0.005, 1],
    [-0.005, -1],
    [-0.004, 0],
    [0, 0],
  ])('toPaise(%p) = %p', (rupees, paise) => {
    expect(toPaise(rupees)).toBe(paise);
  });

  it.each([
    [2.5, 3],
    [-2.5, -3],
    [2.4, 2],
    [-2.4, -2],
    [-0.5, -1],
  ])('roundHalfAwayFromZero(%p) = %p', (value, expected) => {
    expect(roundHalfAwayFromZero(value)).toBe(expected);
  });

  it.each([
    [11_850, 118.5],
    [-11_850, -118.5],
    [100.5, 1.01],
    [-100.5, -1.01],
  ])('fromPaise(%p) = %p', (paise, rupees) => {
    expect(fromPaise(paise)).toBe(rupees);
  });

  it('rounds rupees to the paisa', () => {
    expect(roundToPaise(100 * 1.18)).toBe(118);
    expect(roundToPaise(99.999)).toBe(100);
    expect(roundToPaise(-99.995)).toBe(-100);
  });
});
