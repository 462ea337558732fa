import { reconnectDelayMs, RECONNECT_MAX_MS } from './reconnect-delay';

describe('reconnectDelayMs', () => {
  it.each([
    [1, 1_000],
    [2, 2_000],
    [3, 4_000],
    [5, 16_000],
    [6, 30_000],
    [50, 30_000],
  ])('waits about %i failures → %i ms before jitter', (failures, expected) => {
    expect(reconnectDelayMs(failures, () => 0.5)).toBe(expected);
  });

  it('spreads the wait over ±50 %', () => {
    expect(reconnectDelayMs(1, () => 0)).toBe(500);
    expect(reconnectDelayMs(1, () => 0.999)).toBe(1_499);
    expect(reconnectDelayMs(99, () => 0.999)).toBeLessThan(RECONNECT_MAX_MS * 1.5);
  });

  it('treats zero failures like the first', () => {
    expect(reconnectDelayMs(0, () => 0.5)).toBe(1_000);
  });
});
