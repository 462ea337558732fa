import { steadyFigures } from './steady-state';

describe('steadyFigures', () => {
  it('leaves out the requests sent during the warm-up, however late they are answered', () => {
    const samples = [
      { endMs: 3_000, latencyMs: 2_990 }, // sent at 10 ms, kept waiting for its connection to be accepted
      { endMs: 900, latencyMs: 50 },
      ...Array.from({ length: 100 }, (_, i) => ({ endMs: 1_100 + i * 10, latencyMs: 20 + (i % 10) })),
    ];
    const figures = steadyFigures(samples, 1_000, 3_000);
    expect(figures.requests).toBe(100);
    expect(figures.p99Ms).toBe(29);
    expect(figures.p50Ms).toBe(24);
  });

  it('counts the answers completed after the warm-up per second of the rest of the run', () => {
    const samples = Array.from({ length: 300 }, (_, i) => ({ endMs: i * 10, latencyMs: 5 }));
    // 200 of them end at or after 1,000 ms, over the 2 s left of a 3 s run
    expect(steadyFigures(samples, 1_000, 3_000).requestsPerSecond).toBe(100);
  });

  it('has no latency for a run with no answer after the warm-up', () => {
    const figures = steadyFigures([{ endMs: 500, latencyMs: 400 }], 1_000, 3_000);
    expect(figures.requests).toBe(0);
    expect(figures.p99Ms).toBeNaN();
    expect(figures.requestsPerSecond).toBe(0);
  });
});
