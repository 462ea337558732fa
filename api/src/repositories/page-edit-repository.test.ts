import { mergeValues } from './page-edit-repository';

describe('mergeValues', () => {
  const current = [
    { key: 'Title', value: 'Old' },
    { key: 'Image', value: '/1.svg', allowToAddMultiple: true },
    { key: 'Image', value: '/2.svg', allowToAddMultiple: true },
    { key: 'Text Color', value: '#000000' },
  ];

  it('replaces a key in place and keeps the keys not sent', () => {
    expect(mergeValues(current, [{ key: 'Title', value: 'New' }]).map((v) => `${v.key}=${v.value}`)).toEqual([
      'Title=New',
      'Image=/1.svg',
      'Image=/2.svg',
      'Text Color=#000000',
    ]);
  });

  it('replaces a list key as a whole where the list stood, and adds new keys at the end', () => {
    const merged = mergeValues(current, [{ key: 'Image', value: '/3.svg' }, { key: 'Sub Title', value: 'Hi' }]);
    expect(merged.map((v) => `${v.key}=${v.value}`)).toEqual(['Title=Old', 'Image=/3.svg', 'Text Color=#000000', 'Sub Title=Hi']);
  });
});
