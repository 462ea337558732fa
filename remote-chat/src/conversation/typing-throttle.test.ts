import { TYPING_THROTTLE_MS } from 'shared/constants';
import { TypingThrottle } from './typing-throttle';

function setup() {
  let now = 10_000;
  const sent: boolean[] = [];
  const throttle = new TypingThrottle((isTyping) => sent.push(isTyping), () => now);
  return { throttle, sent, advance: (ms: number) => (now += ms) };
}

describe('TypingThrottle', () => {
  it('announces typing at most once per throttle interval while the person keeps writing', () => {
    const { throttle, sent, advance } = setup();
    throttle.input('h');
    advance(500);
    throttle.input('he');
    advance(TYPING_THROTTLE_MS - 501);
    throttle.input('hel');
    expect(sent).toEqual([true]);
    advance(1);
    throttle.input('hell');
    expect(sent).toEqual([true, true]);
  });

  it('says it stopped once on send or blur, and only after announcing', () => {
    const { throttle, sent } = setup();
    throttle.stop();
    expect(sent).toEqual([]);
    throttle.input('hi');
    throttle.stop();
    throttle.stop();
    expect(sent).toEqual([true, false]);
  });

  it('treats a box emptied of everything but spaces as stopped, and announces again at once after', () => {
    const { throttle, sent } = setup();
    throttle.input('hi');
    throttle.input('   ');
    throttle.input('x');
    expect(sent).toEqual([true, false, true]);
  });
});
