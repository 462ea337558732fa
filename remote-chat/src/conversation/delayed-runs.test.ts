import { DelayedRuns } from './delayed-runs';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('DelayedRuns', () => {
  it('runs each after its own delay', () => {
    const ran: string[] = [];
    const delayed = new DelayedRuns();
    delayed.later(200, () => ran.push('late'));
    delayed.later(100, () => ran.push('early'));
    jest.advanceTimersByTime(199);
    expect(ran).toEqual(['early']);
    jest.advanceTimersByTime(1);
    expect(ran).toEqual(['early', 'late']);
  });

  it('cancels every run still waiting, and takes new ones after', () => {
    const run = jest.fn();
    const delayed = new DelayedRuns();
    delayed.later(100, run);
    delayed.later(300, run);
    jest.advanceTimersByTime(100);
    delayed.cancelAll();
    delayed.later(50, run);
    jest.advanceTimersByTime(500);
    expect(run).toHaveBeenCalledTimes(2);
  });
});
