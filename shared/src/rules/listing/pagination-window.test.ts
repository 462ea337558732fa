import { paginationWindow } from './pagination-window';

const E = 'ellipsis';

describe('paginationWindow', () => {
  it.each([
    [1, 0, []],
    [1, 1, [1]],
    [3, 5, [1, 2, 3, 4, 5]],
    [7, 7, [1, 2, 3, 4, 5, 6, 7]],
    [1, 8, [1, 2, 3, 4, 5, E, 8]],
    [4, 8, [1, 2, 3, 4, 5, E, 8]],
    [5, 8, [1, E, 4, 5, 6, 7, 8]],
    [8, 8, [1, E, 4, 5, 6, 7, 8]],
    [1, 20, [1, 2, 3, 4, 5, E, 20]],
    [5, 20, [1, E, 4, 5, 6, E, 20]],
    [10, 20, [1, E, 9, 10, 11, E, 20]],
    [16, 20, [1, E, 15, 16, 17, E, 20]],
    [17, 20, [1, E, 16, 17, 18, 19, 20]],
    [20, 20, [1, E, 16, 17, 18, 19, 20]],
    [0, 20, [1, 2, 3, 4, 5, E, 20]],
    [99, 20, [1, E, 16, 17, 18, 19, 20]],
  ])('page %p of %p', (current, total, expected) => {
    expect(paginationWindow(current, total)).toEqual(expected);
  });

  it('always shows 7 slots above 7 pages', () => {
    for (let current = 1; current <= 30; current++) expect(paginationWindow(current, 30)).toHaveLength(7);
  });
});
