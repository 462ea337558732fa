import type { Section } from 'shared';
import { catalogueListingPath, connectedCatalogue, featuredProductsQuery, flashSaleQuery } from './product-queries';

const ACCOUNT = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const CATALOGUE_ID = 'bbbbbbbbbbbbbbbbbbbbbbbb';

function section(values: Section['values']): Section {
  return { _id: 'cccccccccccccccccccccccc', name: 'Featured Products', status: 'show', viewMode: 'both', indexPosition: 2, values };
}

describe('connectedCatalogue', () => {
  it('prefers the slug and keeps a valid id beside it', () => {
    expect(connectedCatalogue(section([{ key: 'catalogueSlug', value: 'sarees' }, { key: 'catalogueId', value: CATALOGUE_ID }]))).toEqual({
      slug: 'sarees',
      id: CATALOGUE_ID,
    });
  });

  it('falls back to a 24-hex id and ignores anything else', () => {
    expect(connectedCatalogue(section([{ key: 'catalogueId', value: CATALOGUE_ID }]))).toEqual({ id: CATALOGUE_ID });
    expect(connectedCatalogue(section([{ key: 'catalogueId', value: 'not-an-id' }]))).toBeNull();
    expect(connectedCatalogue(section([{ key: 'catalogueSlug', value: '  ' }]))).toBeNull();
  });
});

describe('product queries', () => {
  it('asks for page 1 of 6 published products of the catalogue, by slug or by id', () => {
    expect(featuredProductsQuery(ACCOUNT, { slug: 'sarees', id: CATALOGUE_ID })).toEqual({
      accountTypeId: ACCOUNT,
      slug: 'sarees',
      status: 'Published',
      page: 1,
      limit: 6,
    });
    expect(featuredProductsQuery(ACCOUNT, { id: CATALOGUE_ID })).toMatchObject({ catalogId: CATALOGUE_ID });
  });

  it('asks for flash-sale products, with or without a catalogue', () => {
    expect(flashSaleQuery(ACCOUNT, null, 6)).toEqual({ accountTypeId: ACCOUNT, status: 'Published', flashSale: true, page: 1, limit: 6 });
    expect(flashSaleQuery(ACCOUNT, { slug: 'sarees' }, 6)).toMatchObject({ slug: 'sarees', flashSale: true });
  });

  it('links to the catalogue listing with an encoded value', () => {
    expect(catalogueListingPath({ slug: 'silk & cotton' })).toBe('/products?catalogue=silk+%26+cotton');
    expect(catalogueListingPath({ id: CATALOGUE_ID })).toBe(`/products?catalogue=${CATALOGUE_ID}`);
  });
});
