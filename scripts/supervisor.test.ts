import { supervise } from './supervisor.cjs';

const node = (code: string) => ({ command: process.execPath, args: ['-e', code] });
const until = async (check: () => boolean, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('the supervisor npm start runs the apps under', () => {
  it('starts an app that exits again, says so, and leaves the other apps running untouched', async () => {
    const lines: string[] = [];
    const apps = supervise(
      [
        { name: 'chat', ...node("console.log('chat up'); setTimeout(() => process.exit(3), 100)") },
        { name: 'host', ...node("console.log('host up'); setInterval(() => {}, 1000)") },
      ],
      { log: (line) => lines.push(line), restartDelayMs: 50 },
    );
    try {
      await until(() => lines.filter((line) => line === '[chat] chat up').length >= 3);
      const host = apps.processOf('host');
      expect(lines.filter((line) => line === '[host] host up')).toHaveLength(1);
      expect(host?.exitCode).toBeNull();
      expect(lines).toContain('[chat] chat exited with code 3; starting it again in 0.1 s. The other apps keep running.');
    } finally {
      await apps.stop();
    }
  });

  it('starts an app killed from outside again, and stops every app on stop without starting any again', async () => {
    const lines: string[] = [];
    const apps = supervise([{ name: 'api', ...node("console.log('api up'); setInterval(() => {}, 1000)") }], { log: (line) => lines.push(line), restartDelayMs: 50 });
    await until(() => lines.includes('[api] api up'));
    const first = apps.processOf('api');
    first?.kill('SIGKILL');
    await until(() => apps.processOf('api') !== undefined && apps.processOf('api') !== first);
    expect(lines).toContain('[api] api was stopped by SIGKILL; starting it again in 0.1 s. The other apps keep running.');
    const second = apps.processOf('api');
    await apps.stop();
    expect(second?.signalCode).toBe('SIGINT');
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(apps.processOf('api')).toBeUndefined();
  });
});
