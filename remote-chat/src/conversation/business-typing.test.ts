import { TYPING_TIMEOUT_MS } from 'shared/constants';
import { BusinessTyping } from './business-typing';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function setup() {
  let typing = false;
  const business = new BusinessTyping((shown) => (typing = shown));
  return { business, typing: () => typing };
}

describe('BusinessTyping', () => {
  it('shows the business typing from its “typing” until its “stopped”', () => {
    const { business, typing } = setup();
    business.heard(true);
    expect(typing()).toBe(true);
    business.heard(false);
    expect(typing()).toBe(false);
  });

  it('stops showing it the timeout after the last “typing”, when the “stopped” was lost', () => {
    const { business, typing } = setup();
    business.heard(true);
    jest.advanceTimersByTime(TYPING_TIMEOUT_MS - 1);
    business.heard(true);
    jest.advanceTimersByTime(TYPING_TIMEOUT_MS - 1);
    expect(typing()).toBe(true);
    jest.advanceTimersByTime(1);
    expect(typing()).toBe(false);
  });

  it('stops showing it when cleared (its message came, the socket dropped), and for good', () => {
    const show = jest.fn();
    const business = new BusinessTyping(show);
    business.heard(true);
    business.clear();
    jest.advanceTimersByTime(TYPING_TIMEOUT_MS);
    expect(show.mock.calls).toEqual([[false], [true], [false]]);
  });
});
