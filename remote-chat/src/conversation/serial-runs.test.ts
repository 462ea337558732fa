import { SerialRuns } from './serial-runs';

/** A task whose runs finish when the test says so. */
function controlledTask() {
  const finishers: (() => void)[] = [];
  const task = jest.fn(() => new Promise<void>((resolve) => finishers.push(resolve)));
  const finishRun = async () => {
    finishers.shift()!();
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  };
  return { task, finishRun };
}

describe('SerialRuns', () => {
  it('runs once more after a run, however many calls came during it, and they all share its promise', async () => {
    const { task, finishRun } = controlledTask();
    const runs = new SerialRuns(task, () => true);
    const first = runs.run();
    const second = runs.run();
    runs.run();
    expect(second).toBe(first);
    expect(task).toHaveBeenCalledTimes(1);
    await finishRun();
    expect(task).toHaveBeenCalledTimes(2);
    await finishRun();
    await first;
    expect(task).toHaveBeenCalledTimes(2);
  });

  it('runs no more when `goOn` says no, or when the calls’ rerun was dropped', async () => {
    let goOn = false;
    const { task, finishRun } = controlledTask();
    const runs = new SerialRuns(task, () => goOn);
    runs.run();
    runs.run();
    await finishRun();
    expect(task).toHaveBeenCalledTimes(1);

    goOn = true;
    const next = runs.run();
    runs.run();
    runs.dropRerun();
    await finishRun();
    await next;
    expect(task).toHaveBeenCalledTimes(2);
  });

  it('starts afresh once a run is over, and after a run that failed', async () => {
    const task = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    const runs = new SerialRuns(task, () => true);
    await expect(runs.run()).rejects.toThrow('offline');
    await runs.run();
    expect(task).toHaveBeenCalledTimes(2);
  });
});
