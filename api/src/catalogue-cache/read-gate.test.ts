import { ReadAbandoned, ReadGate } from './read-gate';

const deferred = () => {
  let resolve!: (value: string) => void;
  const promise = new Promise<string>((r) => (resolve = r));
  return { promise, resolve };
};

describe('ReadGate', () => {
  it('runs at most `limit` reads at once and starts the waiting ones in arrival order', async () => {
    const gate = new ReadGate(1);
    const started: string[] = [];
    const first = deferred();
    const reads = ['a', 'b', 'c'].map((name, i) =>
      gate.run(
        () => false,
        async () => {
          started.push(name);
          return i === 0 ? first.promise : name;
        },
      ),
    );
    await Promise.resolve();
    expect(started).toEqual(['a']);
    first.resolve('a');
    expect(await Promise.all(reads)).toEqual(['a', 'b', 'c']);
    expect(started).toEqual(['a', 'b', 'c']);
  });

  it('skips a read whose requester left while it waited, and lets the next one in', async () => {
    const gate = new ReadGate(1);
    const first = deferred();
    let left = false;
    const running = gate.run(() => false, () => first.promise);
    const abandoned = gate.run(() => left, async () => 'never read');
    const next = gate.run(() => false, async () => 'next');
    left = true;
    first.resolve('first');
    await expect(abandoned).rejects.toBeInstanceOf(ReadAbandoned);
    expect([await running, await next]).toEqual(['first', 'next']);
  });

  it('frees its place when a read fails', async () => {
    const gate = new ReadGate(1);
    await expect(gate.run(() => false, async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await gate.run(() => false, async () => 'after')).toBe('after');
  });
});
