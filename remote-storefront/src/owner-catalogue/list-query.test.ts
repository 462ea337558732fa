import { isFiltered, listQueryOf, withFilters } from './list-query';

describe('the list in the address', () => {
  it('reads the filters and the page, ignoring what is not one', () => {
    expect(listQueryOf(new URLSearchParams('search=%20kurta%20&catalogue=c1&category=k1&status=Archived&page=3'))).toEqual({ search: 'kurta', catalogueId: 'c1', categoryId: 'k1', status: 'Archived', page: 3 });
    expect(listQueryOf(new URLSearchParams('status=Deleted&page=-2'))).toEqual({ search: undefined, catalogueId: undefined, categoryId: undefined, status: undefined, page: 1 });
  });

  it('goes back to page 1 when a filter changes, and keeps the page when only the page or the editor changes', () => {
    const at = new URLSearchParams('search=pot&page=4');
    expect(withFilters(at, { status: 'Draft' }).toString()).toBe('search=pot&status=Draft');
    expect(withFilters(at, { page: '5' }).toString()).toBe('search=pot&page=5');
    expect(withFilters(at, { edit: 'p1' }).toString()).toBe('search=pot&page=4&edit=p1');
    expect(withFilters(at, { search: null }).toString()).toBe('');
  });

  it('counts a search, category or status as narrowing, a catalogue alone as not', () => {
    expect(isFiltered({ page: 1, catalogueId: 'c1' })).toBe(false);
    expect(isFiltered({ page: 1, search: 'x' })).toBe(true);
  });
});
