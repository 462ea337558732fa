import { CART_UPDATE_DEBOUNCE_MS } from '../rules/constants';
import { PendingQuantities } from './pending-quantities';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('PendingQuantities', () => {
  it('sends a line once, after the wait from its last change, with the quantity from before the first', () => {
    const send = jest.fn();
    const pending = new PendingQuantities(send);
    pending.queue('kurti', 1);
    jest.advanceTimersByTime(CART_UPDATE_DEBOUNCE_MS - 1);
    pending.queue('kurti', 2);
    jest.advanceTimersByTime(CART_UPDATE_DEBOUNCE_MS - 1);
    expect(send).not.toHaveBeenCalled();
    expect(pending.any).toBe(true);

    jest.advanceTimersByTime(1);

    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith('kurti', 1);
    expect(pending.any).toBe(false);
  });

  it('keeps each line’s wait apart', () => {
    const send = jest.fn();
    const pending = new PendingQuantities(send);
    pending.queue('kurti', 1);
    pending.queue('saree', 3);
    jest.advanceTimersByTime(CART_UPDATE_DEBOUNCE_MS);
    expect(send.mock.calls).toEqual([
      ['kurti', 1],
      ['saree', 3],
    ]);
  });

  it('sends a line at once when flushed, and never again', () => {
    const send = jest.fn();
    const pending = new PendingQuantities(send);
    pending.queue('kurti', 2);
    pending.flush('kurti');
    pending.flush('saree');
    jest.advanceTimersByTime(CART_UPDATE_DEBOUNCE_MS);
    expect(send.mock.calls).toEqual([['kurti', 2]]);
  });

  it('forgets dropped lines unsent', () => {
    const send = jest.fn();
    const pending = new PendingQuantities(send);
    pending.queue('kurti', 1);
    pending.queue('saree', 1);
    pending.queue('bottle', 1);
    pending.drop('kurti');
    pending.dropAll();
    jest.advanceTimersByTime(CART_UPDATE_DEBOUNCE_MS);
    expect(send).not.toHaveBeenCalled();
    expect(pending.any).toBe(false);
  });
});
