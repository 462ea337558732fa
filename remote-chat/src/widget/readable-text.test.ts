import { DARK_TEXT, LIGHT_TEXT, readableTextOn } from './readable-text';

describe('readableTextOn', () => {
  it.each([
    ['the default green #10B981', '#10B981', DARK_TEXT],
    ['a dark amber #B45309', '#B45309', LIGHT_TEXT],
    ['black, short form', '#000', LIGHT_TEXT],
    ['white', '#ffffff', DARK_TEXT],
    ['a deep blue', '#1e3a8a', LIGHT_TEXT],
    ['a colour it cannot read', 'rebeccapurple', LIGHT_TEXT],
  ])('%s → %s', (_name, color, text) => {
    expect(readableTextOn(color)).toBe(text);
  });
});
