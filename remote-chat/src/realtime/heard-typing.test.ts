import { TYPING_TIMEOUT_MS } from 'shared/constants';
import { HeardTyping } from './heard-typing';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function setup() {
  const typing = new Set<string>();
  const heard = new HeardTyping((writer: string, shown) => (shown ? typing.add(writer) : typing.delete(writer)));
  return { heard, typing };
}

describe('HeardTyping', () => {
  it('shows a writer typing from their “typing” until their “stopped”', () => {
    const { heard, typing } = setup();
    heard.heard('business', true);
    expect(typing.has('business')).toBe(true);
    heard.heard('business', false);
    expect(typing.has('business')).toBe(false);
  });

  it('stops showing it the timeout after the last “typing”, when the “stopped” was lost', () => {
    const { heard, typing } = setup();
    heard.heard('business', true);
    jest.advanceTimersByTime(TYPING_TIMEOUT_MS - 1);
    heard.heard('business', true);
    jest.advanceTimersByTime(TYPING_TIMEOUT_MS - 1);
    expect(typing.has('business')).toBe(true);
    jest.advanceTimersByTime(1);
    expect(typing.has('business')).toBe(false);
  });

  it('stops showing it when told (their message came), and for good', () => {
    const show = jest.fn();
    const heard = new HeardTyping(show);
    heard.heard('business', true);
    heard.stop('business');
    jest.advanceTimersByTime(TYPING_TIMEOUT_MS);
    expect(show.mock.calls).toEqual([
      ['business', false],
      ['business', true],
      ['business', false],
    ]);
  });

  it('keeps one timeout per writer, and stops them all when the socket drops', () => {
    const { heard, typing } = setup();
    heard.heard('asha', true);
    jest.advanceTimersByTime(TYPING_TIMEOUT_MS - 1);
    heard.heard('ravi', true);
    jest.advanceTimersByTime(1);
    expect([...typing]).toEqual(['ravi']);
    heard.heard('asha', true);
    heard.stopAll();
    expect(typing.size).toBe(0);
    jest.advanceTimersByTime(TYPING_TIMEOUT_MS);
    expect(typing.size).toBe(0);
  });
});
