import type { PlannedOrder } from './group-lines';
import { dueDateAfter, orderTitle, shipmentWeightKg } from './write-orders';

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

describe('shipmentWeightKg', () => {
  const planned = (...lines: [number | null, number][]) =>
    ({ lines: lines.map(([shippingWeightKg, quantity]) => ({ line: { shippingWeightKg, quantity } })) }) as unknown as PlannedOrder;
  it.each<[[number | null, number][], number | null]>([
    [[[null, 1]], null],
    [[[0.45, 2]], 0.9],
    [[[0.1, 3], [null, 1], [1.25, 1]], 1.55],
  ])('lines %j weigh %p kg', (lines, kg) => {
    expect(shipmentWeightKg(planned(...lines))).toBe(kg);
  });
});
