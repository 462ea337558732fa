import { clientJobs } from './realtime';
import type { ClientCustomer } from './realtime-clients';

describe('client processes’ shares', () => {
  const customers: ClientCustomer[] = Array.from({ length: 5 }, (_, i) => ({ id: `c${i}`, token: `t${i}`, socketOrigin: 'a', sendOrigin: 'b' }));

  it('deals the customers out in turn and splits the rate and the messages, none left over', () => {
    const jobs = clientJobs(customers, 1_000, 10_001, 2);
    expect(jobs.map((job) => job.customers.map((c) => c.id))).toEqual([
      ['c0', 'c2', 'c4'],
      ['c1', 'c3'],
    ]);
    expect(jobs.map((job) => job.rate)).toEqual([500, 500]);
    expect(jobs.map((job) => job.total)).toEqual([5_001, 5_000]);
  });

  it('gives each process its own message tags', () => {
    const tags = clientJobs(customers, 10, 10, 3).map((job) => job.tagPrefix);
    expect(new Set(tags).size).toBe(3);
  });
});
