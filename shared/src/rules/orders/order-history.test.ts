import { historyPages, orderProgressPercent, payableAmount, paymentsLabel } from './order-history';

const stages = (...statuses: string[]) => statuses.map((status) => ({ status }));
const milestone = (status: 'Paid' | 'Pending', amount: number) => ({ status, amount });

describe('orderProgressPercent: the share of pipeline stages Completed', () => {
  it.each([
    [[], 0],
    [['Pending'], 0],
    [['Completed'], 100],
    [['Completed', 'Pending'], 50],
    [['Completed', 'In Progress', 'Pending'], 33],
    [['Completed', 'Completed', 'Pending'], 67],
    [['Completed', 'Completed', 'Completed', 'In Progress'], 75],
    [['In Progress', 'In Progress'], 0],
  ])('%p -> %p %', (statuses, expected) => {
    expect(orderProgressPercent(stages(...statuses))).toBe(expected);
  });
});

describe("paymentsLabel: 'paid count/total milestones'", () => {
  it.each([
    [[], '0/0'],
    [[milestone('Pending', 500)], '0/1'],
    [[milestone('Paid', 500), milestone('Pending', 500)], '1/2'],
    [[milestone('Paid', 300), milestone('Paid', 300), milestone('Pending', 400)], '2/3'],
    [[milestone('Paid', 500), milestone('Paid', 500)], '2/2'],
  ])('%p -> %p', (milestones, expected) => {
    expect(paymentsLabel(milestones)).toBe(expected);
  });
});

describe('payableAmount: the first Pending milestone, otherwise finalAmount', () => {
  it.each([
    ['no milestones: the final amount', 2360, [], 2360],
    ['one pending milestone', 2360, [milestone('Pending', 2360)], 2360],
    ['the first pending after a paid one', 3000, [milestone('Paid', 1000), milestone('Pending', 1200), milestone('Pending', 800)], 1200],
    ['the first pending, not the largest', 3000, [milestone('Pending', 500), milestone('Pending', 2500)], 500],
    ['every milestone paid: nothing left', 3000, [milestone('Paid', 1000), milestone('Paid', 2000)], 0],
  ])('%s', (_case, finalAmount, paymentMilestones, expected) => {
    expect(payableAmount({ finalAmount, paymentMilestones })).toBe(expected);
  });
});

describe('historyPages: Previous/Next from the server’s page count', () => {
  it.each([
    [1, 0, { page: 1, pageCount: 0, hasPrevious: false, hasNext: false }],
    [1, 1, { page: 1, pageCount: 1, hasPrevious: false, hasNext: false }],
    [1, 3, { page: 1, pageCount: 3, hasPrevious: false, hasNext: true }],
    [2, 3, { page: 2, pageCount: 3, hasPrevious: true, hasNext: true }],
    [3, 3, { page: 3, pageCount: 3, hasPrevious: true, hasNext: false }],
    [5, 3, { page: 3, pageCount: 3, hasPrevious: true, hasNext: false }],
    [0, 3, { page: 1, pageCount: 3, hasPrevious: false, hasNext: true }],
    [2, Number.NaN, { page: 1, pageCount: 0, hasPrevious: false, hasNext: false }],
  ])('page %p of size %p', (page, size, expected) => {
    expect(historyPages(page, size)).toEqual(expected);
  });
});
