import { whenPageSettled } from './when-page-settled';

describe('whenPageSettled', () => {
  const readyState = (state: DocumentReadyState) => jest.spyOn(document, 'readyState', 'get').mockReturnValue(state);
  afterEach(() => jest.restoreAllMocks());

  it('waits for the load event, then for an idle moment', () => {
    readyState('interactive');
    const idle = jest.fn((cb: IdleRequestCallback) => {
      cb({ didTimeout: false, timeRemaining: () => 10 });
      return 1;
    });
    Object.assign(window, { requestIdleCallback: idle, cancelIdleCallback: jest.fn() });
    const task = jest.fn();
    whenPageSettled(task);
    expect(task).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: 3000 });
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('does not run a cancelled task', () => {
    readyState('loading');
    const task = jest.fn();
    const cancel = whenPageSettled(task);
    cancel();
    window.dispatchEvent(new Event('load'));
    expect(task).not.toHaveBeenCalled();
  });
});
