import { catalogueDifferences } from './catalogues';

describe('catalogueDifferences', () => {
  it('is empty for catalogues with the same keys and placeholders', () => {
    expect(catalogueDifferences({ pay: 'Pay {amount}', items: '{count, plural, one {# item} other {# items}}' }, { pay: '{amount} चुकाएँ', items: '{count, plural, one {# सामान} other {# सामान}}' })).toEqual([]);
  });

  it('names keys missing on either side', () => {
    expect(catalogueDifferences({ a: 'A', b: 'B' }, { a: 'अ', c: 'स' })).toEqual(['missing in the translation: b', 'not in English: c']);
  });

  it('names a translation that drops or renames a placeholder, or does not parse', () => {
    expect(catalogueDifferences({ pay: 'Pay {amount}', hi: 'Hello {name}' }, { pay: 'चुकाएँ', hi: 'नमस्ते {naam' })).toEqual([
      'pay: placeholders {} where English has {amount}',
      expect.stringMatching(/^hi: does not parse/),
    ]);
  });
});
