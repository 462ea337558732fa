import { groupOrderLines, type GroupableLine } from './order-grouping';

type Line = GroupableLine & { id: string };
const shippable = (id: string, ...dispatchPointIds: string[]): Line => ({ id, itemType: 'product', shippingAvailable: true, dispatchPointIds });
const pickup = (id: string): Line => ({ id, itemType: 'product', shippingAvailable: false, dispatchPointIds: ['dp-a'] });
const service = (id: string): Line => ({ id, itemType: 'service', shippingAvailable: false, dispatchPointIds: [] });

const summary = (lines: Line[]) =>
  groupOrderLines(lines).map((g) => `${g.key}=${g.lines.map((l) => l.id).join('+')}`);

describe('groupOrderLines: one order per dispatch point, per service, per non-shippable product', () => {
  it.each<[string, Line[], string[]]>([
    ['empty cart makes no order', [], []],
    ['same first dispatch point ships together', [shippable('a', 'dp-1'), shippable('b', 'dp-1', 'dp-2')], ['dispatch:dp-1=a+b']],
    ['only the first dispatch point counts', [shippable('a', 'dp-1', 'dp-2'), shippable('b', 'dp-2', 'dp-1')], ['dispatch:dp-1=a', 'dispatch:dp-2=b']],
    ['no dispatch point is the "default" group', [shippable('a'), shippable('b')], ['dispatch:default=a+b']],
    ['each service is its own order', [service('s1'), service('s2')], ['service:0=s1', 'service:1=s2']],
    ['each non-shippable product is its own order', [pickup('p1'), pickup('p2')], ['product:0=p1', 'product:1=p2']],
    [
      'a mixed cart keeps the cart order',
      [shippable('a', 'dp-1'), service('s'), pickup('p'), shippable('b'), shippable('c', 'dp-1')],
      ['dispatch:dp-1=a+c', 'service:1=s', 'product:2=p', 'dispatch:default=b'],
    ],
  ])('%s', (_name, lines, expected) => {
    expect(summary(lines)).toEqual(expected);
  });

  it('names the dispatch point of a shipping group and none for own-order lines', () => {
    const groups = groupOrderLines([shippable('a', 'dp-1'), shippable('b'), service('s')]);
    expect(groups.map((g) => [g.kind, g.dispatchPointId])).toEqual([
      ['shipping', 'dp-1'],
      ['shipping', null],
      ['service', null],
    ]);
  });
});
