import { formatOrderDate, orderItemsSummary, payableText } from './order-card-text';

const item = (description: string, quantity: number) => ({ itemId: null, description, quantity, quantityUnit: 'pcs', amount: 100 });

describe('orderItemsSummary', () => {
  it.each([
    [[], ''],
    [[item('Silk Saree', 2)], 'Silk Saree × 2'],
    [[item('Silk Saree', 2), item('Cotton Dupatta', 1)], 'Silk Saree × 2, Cotton Dupatta × 1'],
    [[item('Silk Saree', 2), item('Cotton Dupatta', 1), item('Blouse Stitching', 1)], 'Silk Saree × 2, Cotton Dupatta × 1 +1 more'],
    [[item('A', 1), item('B', 1), item('C', 1), item('D', 3)], 'A × 1, B × 1 +2 more'],
  ])('%p -> %p', (items, expected) => {
    expect(orderItemsSummary(items)).toBe(expected);
  });
});

describe('formatOrderDate', () => {
  it('writes the day, short month and year the Indian way', () => {
    expect(formatOrderDate('2025-03-05T12:00:00.000Z')).toBe('5 Mar 2025');
  });

  it('shows nothing for a date it cannot read', () => {
    expect(formatOrderDate('not a date')).toBe('');
  });
});

describe('payableText', () => {
  const milestone = (status: 'Pending' | 'Paid', amount: number) => ({ _id: 'a'.repeat(24), label: 'Part', amount, dueDate: '2025-03-06', status });
  it.each([
    ['the total without milestones', [], '₹2,360'],
    ['the first Pending milestone', [milestone('Paid', 1000), milestone('Pending', 860), milestone('Pending', 500)], '₹860'],
    ['Paid once every milestone is', [milestone('Paid', 1000), milestone('Paid', 1360)], 'Paid'],
  ])('says %s', (_case, paymentMilestones, expected) => {
    expect(payableText({ finalAmount: 2360, paymentMilestones })).toBe(expected);
  });
});
