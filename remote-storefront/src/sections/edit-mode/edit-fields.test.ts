import { editFields, fieldKind, pickerColor } from './edit-fields';

describe('editFields', () => {
  it('gives one field per value, numbers repeated keys and leaves the catalogue out', () => {
    const fields = editFields([
      { key: 'catalogueId', value: 'c'.repeat(24), type: 'catalogue' },
      { key: 'Title', value: 'Hello' },
      { key: 'Image', value: '/1.svg', type: 'image', allowToAddMultiple: true },
      { key: 'Image', value: '/2.svg', type: 'image', allowToAddMultiple: true },
      { key: 'catalogueSlug', value: 'sarees' },
    ]);
    expect(fields).toEqual([
      { index: 1, kind: 'text', label: 'Title' },
      { index: 2, kind: 'image', label: 'Image 1' },
      { index: 3, kind: 'image', label: 'Image 2' },
    ]);
  });
});

describe('fieldKind', () => {
  it.each([
    [{ key: 'Background Color', value: '#fff' }, 'color'],
    [{ key: 'Tint', value: '#fff', type: 'color' as const }, 'color'],
    [{ key: 'Image', value: '/a.svg' }, 'image'],
    [{ key: 'Shop link', value: '/products', type: 'link' as const }, 'link'],
    [{ key: 'Description', value: 'short' }, 'textarea'],
    [{ key: 'Title', value: 'Line one\nLine two' }, 'textarea'],
    [{ key: 'Title', value: 'Short' }, 'text'],
  ])('%j is a %s field', (entry, kind) => {
    expect(fieldKind(entry)).toBe(kind);
  });
});

describe('pickerColor', () => {
  it('gives the colour picker #rrggbb or nothing', () => {
    expect(pickerColor('#B45309')).toBe('#b45309');
    expect(pickerColor('#fA0')).toBe('#ffaa00');
    expect(pickerColor('teal')).toBeNull();
    expect(pickerColor('')).toBeNull();
  });
});
