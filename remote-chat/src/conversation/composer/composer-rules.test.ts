import { canSendText, formatDuration, formatFileSize, isSendKey } from './composer-rules';

describe('canSendText', () => {
  it.each([
    ['hello', false, true],
    ['  hello  ', false, true],
    ['', false, false],
    ['   \n\t ', false, false],
    ['hello', true, false],
  ])('%j (blocked %s) → %s', (text, blocked, expected) => {
    expect(canSendText(text, blocked)).toBe(expected);
  });
});

describe('isSendKey', () => {
  it.each([
    [{ key: 'Enter', shiftKey: false }, true],
    [{ key: 'Enter', shiftKey: true }, false],
    [{ key: 'Enter', shiftKey: false, isComposing: true }, false],
    [{ key: 'a', shiftKey: false }, false],
  ])('%j → %s', (event, expected) => {
    expect(isSendKey(event)).toBe(expected);
  });
});

describe('formatFileSize', () => {
  it.each([
    [12, '12 B'],
    [1024, '1 KB'],
    [850_000, '830 KB'],
    [5 * 1024 * 1024, '5.0 MB'],
  ])('%i → %s', (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected);
  });
});

describe('formatDuration', () => {
  it.each([
    [0, '0:00'],
    [7.9, '0:07'],
    [765, '12:45'],
  ])('%s → %s', (seconds, expected) => {
    expect(formatDuration(seconds)).toBe(expected);
  });
});
