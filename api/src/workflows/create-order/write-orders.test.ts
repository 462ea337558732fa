import type { PlannedOrder } from './group-lines';
import { dueDateAfter, orderTitle } from './write-orders';

describe('a new order', () => {
  it.each([
    ['2026-11-23T10:00:00Z', '2026-11-24'],
    ['2026-12-31T23:30:00Z', '2027-01-01'],
    ['2028-02-28T00:00:00Z', '2028-02-29'],
  ])('created %s is due %s (spec: due date +1 day)', (created, due) => {
    expect(dueDateAfter(new Date(created))).toBe(due);
  });

  const planned = (...names: string[]) => ({ lines: names.map((name) => ({ line: { name } })) }) as unknown as PlannedOrder;
  it.each([
    [['Saree'], 'Saree'],
    [['Saree', 'Diya'], 'Saree and 1 more'],
    [['Saree', 'Diya', 'Dupatta'], 'Saree and 2 more'],
  ])('lines %j make the title %p', (names, title) => {
    expect(orderTitle(planned(...names))).toBe(title);
  });
});
