import { median } from './median';

describe('median', () => {
  it('takes the middle of an odd count, whatever the order', () => {
    expect(median([3900, 1100, 2000])).toBe(2000);
  });

  it('takes the mean of the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('ignores runs that gave no figure, and is NaN when none did', () => {
    expect(median([Number.NaN, 5, 7, 9])).toBe(7);
    expect(median([])).toBeNaN();
  });
});
