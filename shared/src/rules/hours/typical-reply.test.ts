import { typicalReplyText } from './typical-reply';

describe('typicalReplyText', () => {
  it.each([
    [20, 'Typically replies in under a minute'],
    [60, 'Typically replies in 1 minute'],
    [4 * 60 + 10, 'Typically replies in 5 minutes'],
    [45 * 60, 'Typically replies in 45 minutes'],
    [50 * 60, 'Typically replies within an hour'],
    [60 * 60, 'Typically replies within an hour'],
    [2.5 * 3600, 'Typically replies within 3 hours'],
    [30 * 3600, 'Typically replies in a few days'],
  ])('%i seconds: %s', (seconds, text) => expect(typicalReplyText(seconds)).toBe(text));
});
