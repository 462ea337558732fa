import { amountInWords, indianNumberInWords } from './amount-in-words';

describe('an amount in words, Indian numbering', () => {
  it.each([
    [100_000_00, 'One lakh rupees only'],
    [12_34_56_789_50, 'Twelve crore thirty-four lakh fifty-six thousand seven hundred eighty-nine rupees and fifty paise only'],
    [0, 'Zero rupees only'],
    [100, 'One rupee only'],
    [1, 'One paisa only'],
    [75, 'Seventy-five paise only'],
    [1_180_00, 'One thousand one hundred eighty rupees only'],
    [10_00_000_00, 'Ten lakh rupees only'],
    [1_00_00_000_00, 'One crore rupees only'],
    [99_99_99_999_99, 'Ninety-nine crore ninety-nine lakh ninety-nine thousand nine hundred ninety-nine rupees and ninety-nine paise only'],
    [1_00_00_00_000_00, 'One hundred crore rupees only'],
    [2_019_05, 'Two thousand nineteen rupees and five paise only'],
  ])('%i paise reads "%s"', (paise, words) => {
    expect(amountInWords(paise)).toBe(words);
  });

  it('counts crores past ninety-nine in Indian numbering again', () => {
    expect(indianNumberInWords(12_345_00_00_000)).toBe('twelve thousand three hundred forty-five crore');
    expect(indianNumberInWords(1_23_450_00_00_000)).toBe('one lakh twenty-three thousand four hundred fifty crore');
  });

  it('refuses a fraction of a paisa or a negative amount', () => {
    expect(() => amountInWords(1.5)).toThrow(RangeError);
    expect(() => amountInWords(-100)).toThrow(RangeError);
  });
});
