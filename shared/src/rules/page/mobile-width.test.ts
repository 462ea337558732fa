import { isMobileWidth } from './mobile-width';

describe('isMobileWidth: 768 px or less', () => {
  it.each([
    [320, true],
    [767, true],
    [768, true],
    [769, false],
    [1280, false],
  ])('%p -> %p', (width, expected) => {
    expect(isMobileWidth(width)).toBe(expected);
  });
});
