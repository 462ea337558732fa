import { valueOf, valuesOf } from './section-values';

const footer = {
  values: [
    { key: 'Description', value: 'Handwoven in Kanchipuram' },
    { key: 'Quick Links', value: 'About', url: '/about', allowToAddMultiple: true },
    { key: 'Quick Links', value: 'Contact', url: '/contact', allowToAddMultiple: true },
  ],
};

describe('section values', () => {
  it('reads a single value by key', () => {
    expect(valueOf(footer, 'Description')).toBe('Handwoven in Kanchipuram');
    expect(valueOf(footer, 'Missing')).toBeUndefined();
    expect(valueOf(null, 'Description')).toBeUndefined();
  });

  it('reads a repeated key as a list in stored order', () => {
    expect(valuesOf(footer, 'Quick Links').map((v) => v.url)).toEqual(['/about', '/contact']);
    expect(valuesOf(undefined, 'Quick Links')).toEqual([]);
  });
});
