import { customerOrdersBody, DEFAULT_HISTORY_FILTERS, isDefaultView, type HistoryFilters } from './history-query';

const CUSTOMER = 'c0c0c0c0c0c0c0c0c0c0c0c0';

describe('customerOrdersBody', () => {
  it.each<[string, Partial<HistoryFilters>, number, object]>([
    ['all statuses omit statusFilter', {}, 1, { customerId: CUSTOMER, page: 1, sortBy: 'createdDate' }],
    ['a status is sent as statusFilter', { status: 'Active' }, 1, { customerId: CUSTOMER, page: 1, sortBy: 'createdDate', statusFilter: 'Active' }],
    ['the amount sort', { sortBy: 'finalAmount' }, 3, { customerId: CUSTOMER, page: 3, sortBy: 'finalAmount' }],
    ['a trimmed search', { search: '  saree ' }, 1, { customerId: CUSTOMER, page: 1, sortBy: 'createdDate', search: 'saree' }],
    ['a blank search is left out', { search: '   ' }, 2, { customerId: CUSTOMER, page: 2, sortBy: 'createdDate' }],
    [
      'everything at once',
      { search: 'ORD-1', status: 'Cancelled', sortBy: 'finalAmount' },
      2,
      { customerId: CUSTOMER, page: 2, sortBy: 'finalAmount', search: 'ORD-1', statusFilter: 'Cancelled' },
    ],
  ])('%s', (_case, filters, page, expected) => {
    expect(customerOrdersBody(CUSTOMER, { ...DEFAULT_HISTORY_FILTERS, ...filters }, page)).toStrictEqual(expected);
  });
});

describe('isDefaultView', () => {
  it.each<[Partial<HistoryFilters>, boolean]>([
    [{}, true],
    [{ search: '  ' }, true],
    [{ search: 'silk' }, false],
    [{ status: 'Draft' }, false],
    [{ sortBy: 'finalAmount' }, false],
  ])('%p -> %p', (filters, expected) => {
    expect(isDefaultView({ ...DEFAULT_HISTORY_FILTERS, ...filters })).toBe(expected);
  });
});
