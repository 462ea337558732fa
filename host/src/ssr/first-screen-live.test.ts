import { fireEvent } from '@testing-library/react';

type Module = typeof import('./first-screen-live');

/** A fresh copy of the module: its first screen is not live yet. */
function freshModule(): Module {
  let module: Module | undefined;
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- isolateModules needs require
    module = require('./first-screen-live') as Module;
  });
  return module!;
}

/** Whether `promise` has settled, after the microtasks queued so far have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
  return done;
}

// The page's user-timing marks stay real.
beforeEach(() => jest.useFakeTimers({ doNotFake: ['performance'] }));
afterEach(() => jest.useRealTimers());

describe('what waits for the first screen', () => {
  it('waits while the first screen is not live, and goes on once it is marked live', async () => {
    const { afterFirstScreen, markFirstScreenLive, FIRST_SCREEN_LIVE } = freshModule();
    const waiting = afterFirstScreen();
    jest.advanceTimersByTime(1000);
    expect(await settled(waiting)).toBe(false);

    markFirstScreenLive();

    expect(await settled(waiting)).toBe(true);
    expect(performance.getEntriesByName(FIRST_SCREEN_LIVE)).not.toHaveLength(0);
  });

  it('goes on at the shopper’s first tap or key, before the first screen is live', async () => {
    const { afterFirstScreen } = freshModule();
    const beforeTap = afterFirstScreen();
    fireEvent.pointerDown(document.body);
    expect(await settled(beforeTap)).toBe(true);

    const beforeKey = afterFirstScreen();
    fireEvent.keyDown(document.body, { key: 'Tab' });
    expect(await settled(beforeKey)).toBe(true);
  });

  it('goes on when the first screen is slow, so the shell never waits for a late remote', async () => {
    const { afterFirstScreen, SLOW_FIRST_SCREEN_MS } = freshModule();
    const waiting = afterFirstScreen();
    jest.advanceTimersByTime(SLOW_FIRST_SCREEN_MS - 1);
    expect(await settled(waiting)).toBe(false);
    jest.advanceTimersByTime(1);
    expect(await settled(waiting)).toBe(true);
  });

  it('does not wait on a page the browser draws itself', async () => {
    const { afterFirstScreen, noServerRenderedScreen } = freshModule();
    noServerRenderedScreen();
    expect(await settled(afterFirstScreen())).toBe(true);
  });
});
