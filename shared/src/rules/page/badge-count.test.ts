import { badgeCount } from './badge-count';

describe("badgeCount: the count, or '9+' above 9", () => {
  it.each([
    [1, '1'],
    [9, '9'],
    [10, '9+'],
    [250, '9+'],
    [0, null],
    [-1, null],
    [Number.NaN, null],
  ])('%p -> %p', (count, expected) => {
    expect(badgeCount(count)).toBe(expected);
  });
});
