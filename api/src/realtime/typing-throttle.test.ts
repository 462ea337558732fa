import { TYPING_THROTTLE_MS } from '../contracts';
import { TypingThrottle } from './typing-throttle';

describe('TypingThrottle', () => {
  it.each([
    ['the first event', [[0, true]], [true]],
    ['the same state again within the interval', [[0, true], [TYPING_THROTTLE_MS - 1, true]], [true, false]],
    ['the same state again once the interval has passed', [[0, true], [TYPING_THROTTLE_MS, true]], [true, true]],
    ['a stop right after a start', [[0, true], [1, false]], [true, true]],
    ['a burst of keystrokes', [[0, true], [100, true], [200, true], [300, true]], [true, false, false, false]],
  ] as const)('%s', (_title, events, expected) => {
    let clock = 0;
    const throttle = new TypingThrottle(TYPING_THROTTLE_MS, () => clock);
    const relayed = events.map(([at, isTyping]) => {
      clock = at;
      return throttle.allow('c1', isTyping);
    });
    expect(relayed).toEqual(expected);
  });

  it('throttles each conversation on its own', () => {
    const throttle = new TypingThrottle(TYPING_THROTTLE_MS, () => 0);
    expect(throttle.allow('c1', true)).toBe(true);
    expect(throttle.allow('c2', true)).toBe(true);
    expect(throttle.allow('c1', true)).toBe(false);
  });
});
