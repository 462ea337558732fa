import { parseRupees, rupeesText, RUPEE_INPUT_MESSAGES } from './rupee-input';

describe('parseRupees', () => {
  it.each([
    ['1499', 149_900],
    ['1499.5', 149_950],
    ['1499.50', 149_950],
    ['0.05', 5],
    ['1,24,999.99', 12_499_999],
    ['₹ 250', 25_000],
    ['Rs. 99.90', 9_990],
    ['  12  ', 1_200],
    ['0', 0],
  ])('reads %p as %p paise', (text, paise) => {
    expect(parseRupees(text)).toEqual({ paise });
  });

  it('reads a blank box as no amount', () => {
    expect(parseRupees('   ')).toEqual({ paise: null });
  });

  it.each(['12.345', '-5', 'abc', '1e3', '12..5', '.5'])('refuses %p rather than guessing', (text) => {
    expect(parseRupees(text)).toEqual({ error: RUPEE_INPUT_MESSAGES.invalid });
  });
});

describe('rupeesText', () => {
  it.each([
    [149_900, '1499'],
    [149_950, '1499.50'],
    [5, '0.05'],
    [null, ''],
  ])('shows %p paise as %p', (paise, text) => {
    expect(rupeesText(paise)).toBe(text);
  });

  it('round-trips what it shows', () => {
    for (const paise of [1, 99, 100, 123_456, 999_999_999]) expect(parseRupees(rupeesText(paise))).toEqual({ paise });
  });
});
