import { TYPING_THROTTLE_MS } from '../contracts';
import { TYPING_BUDGET, TypingThrottle } from './typing-throttle';

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

describe('the typing budget', () => {
  const toggles = (throttle: TypingThrottle, conversation: string, count: number) =>
    Array.from({ length: count }, (_, i) => throttle.allow(conversation, i % 2 === 0));

  it(`relays at most ${TYPING_BUDGET.max} of 300 toggles in a burst, the last one relayed a stop`, () => {
    const throttle = new TypingThrottle(TYPING_THROTTLE_MS, () => 0);
    const relayed = toggles(throttle, 'c1', 300);
    expect(relayed.filter(Boolean)).toHaveLength(TYPING_BUDGET.max);
    // toggles alternate from "typing": the 20th relayed is a stop
    expect(relayed.lastIndexOf(true) % 2).toBe(1);
  });

  it('lets a stop through past the budget after a relayed start, so nobody is left typing', () => {
    const throttle = new TypingThrottle(TYPING_THROTTLE_MS, () => 0, { max: 3, windowMs: 10_000 });
    expect([true, false, true].map((isTyping) => throttle.allow('c1', isTyping))).toEqual([true, true, true]);
    expect(throttle.allow('c1', true)).toBe(false);
    expect(throttle.allow('c1', false)).toBe(true);
    expect(throttle.allow('c1', true)).toBe(false);
    expect(throttle.allow('c1', false)).toBe(false);
  });

  it('opens a new budget when the window has passed', () => {
    let clock = 0;
    const throttle = new TypingThrottle(TYPING_THROTTLE_MS, () => clock, { max: 2, windowMs: 10_000 });
    expect(toggles(throttle, 'c1', 4)).toEqual([true, true, false, false]);
    clock = 10_000;
    expect(throttle.allow('c1', true)).toBe(true);
  });

  it('keeps each conversation to its own budget and forgets the oldest past its capacity', () => {
    const throttle = new TypingThrottle(TYPING_THROTTLE_MS, () => 0, { max: 1, windowMs: 10_000 }, 2);
    expect(throttle.allow('c1', true)).toBe(true);
    expect(throttle.allow('c2', true)).toBe(true);
    expect(throttle.allow('c1', false)).toBe(true); // the stop after a relayed start
    expect(throttle.allow('c3', true)).toBe(true); // c2 forgotten
    expect(throttle.allow('c2', true)).toBe(true);
  });
});
