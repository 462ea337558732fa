import { percentile, perSecond, ratio } from './stats';

describe('percentile (nearest rank)', () => {
  const hundred = Array.from({ length: 100 }, (_, i) => i + 1);

  it('answers a sample that was taken, the p-th smallest of a hundred', () => {
    expect(percentile(hundred, 50)).toBe(50);
    expect(percentile(hundred, 99)).toBe(99);
    expect(percentile(hundred, 100)).toBe(100);
  });

  it('does not depend on the order of the samples', () => {
    expect(percentile([...hundred].reverse(), 99)).toBe(99);
  });

  it('answers the largest sample for p99 of fewer than a hundred', () => {
    expect(percentile([5, 1, 3], 99)).toBe(5);
    expect(percentile([5, 1, 3], 50)).toBe(3);
  });

  it('answers the smallest sample for p0 and NaN for no samples', () => {
    expect(percentile([4, 2], 0)).toBe(2);
    expect(percentile([], 50)).toBeNaN();
  });

  it('refuses a percentile outside 0-100', () => {
    expect(() => percentile([1], 101)).toThrow(RangeError);
  });
});

describe('ratio and rates', () => {
  it('divides by the ceiling', () => {
    expect(ratio(300, 2_000)).toBeCloseTo(0.15);
  });

  it('answers NaN without a ceiling, never Infinity', () => {
    expect(ratio(300, 0)).toBeNaN();
    expect(ratio(300, Number.NaN)).toBeNaN();
  });

  it('counts events a second over a window in milliseconds', () => {
    expect(perSecond(2_000, 10_000)).toBe(200);
    expect(perSecond(5, 0)).toBeNaN();
  });
});
