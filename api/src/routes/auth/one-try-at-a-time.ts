/**
 * Runs the tasks of one key one after another in this process; tasks of other keys run freely. Used
 * where a limit is checked before slow work and counted after it (failed logins): without the queue, a
 * burst of tries all pass the check before the first failure is counted.
 */
export function oneTryAtATime() {
  const tails = new Map<string, Promise<unknown>>();
  return async function run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const result = (tails.get(key) ?? Promise.resolve()).then(task);
    const tail = result.catch(() => undefined);
    tails.set(key, tail);
    try {
      return await result;
    } finally {
      // The last task of a key removes it, so a flood of keys leaves nothing behind.
      if (tails.get(key) === tail) tails.delete(key);
    }
  };
}
