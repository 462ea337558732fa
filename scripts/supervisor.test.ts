import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { releaseDir, switchCurrent } from './releases.cjs';
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

  describe('when an app is released', () => {
    let packageDir: string;
    const release = (buildId: string, serverCode: string) => {
      mkdirSync(join(releaseDir(packageDir, buildId), 'dist-server'), { recursive: true });
      writeFileSync(join(releaseDir(packageDir, buildId), 'dist-server', 'main.js'), serverCode);
      switchCurrent(packageDir, buildId);
    };
    beforeEach(() => {
      packageDir = mkdtempSync(join(tmpdir(), 'supervised-'));
      release('20261127-010000-aaaaaa', 'v1');
    });
    afterEach(() => rmSync(packageDir, { recursive: true, force: true }));

    it('restarts only that app, only when its server code changed, and says so', async () => {
      const lines: string[] = [];
      const apps = supervise(
        [
          { name: 'chat', ...node("console.log('chat up'); setInterval(() => {}, 1000)"), release: { packageDir, restart: 'when-server-changes' } },
          { name: 'api', ...node("console.log('api up'); setInterval(() => {}, 1000)") },
        ],
        { log: (line) => lines.push(line), restartDelayMs: 50, releaseCheckMs: 20 },
      );
      try {
        await until(() => lines.includes('[chat] chat up') && lines.includes('[api ] api up'));
        const first = apps.processOf('chat');
        release('20261127-020000-bbbbbb', 'v1');
        await until(() => lines.some((line) => line.includes('release 20261127-020000-bbbbbb')));
        expect(lines).toContain(
          '[chat] release 20261127-020000-bbbbbb of the chat is live (was 20261127-010000-aaaaaa): its files are served from now on; its server code is unchanged, so it keeps running.',
        );
        expect(apps.processOf('chat')).toBe(first);
        release('20261127-030000-cccccc', 'v2');
        await until(() => lines.filter((line) => line === '[chat] chat up').length === 2);
        expect(lines).toContain('[chat] release 20261127-030000-cccccc of the chat is live (was 20261127-020000-bbbbbb): restarting the chat on it. The other apps keep running.');
        expect(first?.signalCode).toBe('SIGINT');
        expect(lines.filter((line) => line === '[api ] api up')).toHaveLength(1);
        expect(lines.some((line) => line.includes('starting it again'))).toBe(false);
      } finally {
        await apps.stop();
      }
    });

    it('restarts an app that holds its release (the host) on every release', async () => {
      const lines: string[] = [];
      const apps = supervise([{ name: 'host', ...node("console.log('host up'); setInterval(() => {}, 1000)"), release: { packageDir, restart: 'always' } }], {
        log: (line) => lines.push(line),
        restartDelayMs: 50,
        releaseCheckMs: 20,
      });
      try {
        await until(() => lines.includes('[host] host up'));
        release('20261127-020000-bbbbbb', 'v1');
        await until(() => lines.filter((line) => line === '[host] host up').length === 2);
        expect(lines).toContain('[host] release 20261127-020000-bbbbbb of the host is live (was 20261127-010000-aaaaaa): restarting the host on it. The other apps keep running.');
      } finally {
        await apps.stop();
      }
    });
  });
});
