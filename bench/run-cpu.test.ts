import { coresNeeded, coresOf, cpuPerRequest } from './run-cpu';

describe('cpuPerRequest', () => {
  it('divides each side’s CPU between the readings by the requests answered', () => {
    const before = { server: 100, postgres: new Map([[7, 50]]), client: 10 };
    const after = { server: 300, postgres: new Map([[7, 150]]), client: 30 };
    expect(cpuPerRequest(before, after, 1_000)).toEqual({ server: 0.2, postgres: 0.1, client: 0.02 });
  });

  it('has no database figure when the database runs inside the server', () => {
    expect(cpuPerRequest({ server: 0, postgres: null, client: 0 }, { server: 10, postgres: null, client: 1 }, 10).postgres).toBeNull();
  });

  it('has no figure for a run that answered nothing, rather than a division by zero', () => {
    expect(cpuPerRequest({ server: 0, postgres: new Map(), client: 0 }, { server: 10, postgres: new Map([[7, 5]]), client: 1 }, 0).server).toBeNaN();
  });
});

describe('coresOf', () => {
  it('turns CPU per request at a rate into busy cores: 0.2 ms at 5,000 req/s is one core', () => {
    expect(coresOf({ server: 0.2, postgres: null, client: 0.02 }, 5_000)).toEqual({ server: 1, postgres: null, client: 0.1 });
  });
});

describe('coresNeeded', () => {
  it('adds every side’s cores at the asked rate, a database inside the server counting nothing of its own', () => {
    expect(coresNeeded({ server: 0.2, postgres: 0.1, client: 0.1 }, 5_000)).toBeCloseTo(2);
    expect(coresNeeded({ server: 0.4, postgres: null, client: 0.1 }, 1_000)).toBeCloseTo(0.5);
  });
});
