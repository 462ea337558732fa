import { idOrSlug, isObjectId } from './object-id';

describe('isObjectId: 24 hex characters', () => {
  it.each([
    ['64b7f0c2a1d3e4f5a6b7c8d9', true],
    ['64B7F0C2A1D3E4F5A6B7C8D9', true],
    ['64b7f0c2a1d3e4f5a6b7c8d', false],
    ['64b7f0c2a1d3e4f5a6b7c8d9a', false],
    ['64b7f0c2a1d3e4f5a6b7c8dz', false],
    ['summer-collection', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%p -> %p', (value, expected) => {
    expect(isObjectId(value)).toBe(expected);
  });

  it('idOrSlug', () => {
    expect(idOrSlug('64b7f0c2a1d3e4f5a6b7c8d9')).toEqual({ catalogId: '64b7f0c2a1d3e4f5a6b7c8d9' });
    expect(idOrSlug('summer-collection')).toEqual({ slug: 'summer-collection' });
  });
});
