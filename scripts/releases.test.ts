/** @jest-environment node */
import { spawn } from 'node:child_process';
import { lstatSync, mkdirSync, mkdtempSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  currentBuildId,
  listReleases,
  newBuildId,
  pruneReleases,
  releaseDir,
  releasesToRemove,
  retentionFromEnv,
  serverFingerprint,
  switchCurrent,
} from './releases.cjs';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 27, 12, 0, 0);
const idAt = (msAgo: number, random = 'aaaaaa') => newBuildId(new Date(NOW - msAgo)).replace(/[0-9a-f]{6}$/, random);

function makeRelease(packageDir: string, buildId: string, marker = buildId): void {
  const dir = releaseDir(packageDir, buildId);
  mkdirSync(join(dir, 'dist'), { recursive: true });
  mkdirSync(join(dir, 'dist-server'), { recursive: true });
  writeFileSync(join(dir, 'dist', 'remoteEntry.js'), `/* ${marker} */`);
  writeFileSync(join(dir, 'dist-server', 'main.js'), 'console.log("server")');
}

describe('an app’s release folders', () => {
  let packageDir: string;
  beforeEach(() => {
    packageDir = mkdtempSync(join(tmpdir(), 'releases-'));
  });
  afterEach(() => rmSync(packageDir, { recursive: true, force: true }));

  it('names builds so they sort by the time they were made, and two in one second apart', () => {
    const a = newBuildId(new Date(Date.UTC(2026, 10, 27, 1, 2, 3)));
    expect(a).toMatch(/^20261127-010203-[0-9a-f]{6}$/);
    expect(newBuildId(new Date(Date.UTC(2026, 10, 27, 1, 2, 4))) > a).toBe(true);
    expect(newBuildId(new Date(Date.UTC(2026, 10, 27, 1, 2, 3)))).not.toBe(a);
  });

  it('makes a release live through `current`, with dist and dist-server linked through it, replacing an old build’s real folder', () => {
    mkdirSync(join(packageDir, 'dist'));
    writeFileSync(join(packageDir, 'dist', 'stale.js'), '');
    const first = idAt(2000, '111111');
    const second = idAt(1000, '222222');
    makeRelease(packageDir, first);
    makeRelease(packageDir, second);
    switchCurrent(packageDir, first);
    expect(currentBuildId(packageDir)).toBe(first);
    expect(readFileSync(join(packageDir, 'dist', 'remoteEntry.js'), 'utf8')).toBe(`/* ${first} */`);
    switchCurrent(packageDir, second);
    expect(currentBuildId(packageDir)).toBe(second);
    expect(readFileSync(join(packageDir, 'dist', 'remoteEntry.js'), 'utf8')).toBe(`/* ${second} */`);
    expect(lstatSync(join(packageDir, 'dist')).isSymbolicLink()).toBe(true);
    expect(readlinkSync(join(packageDir, 'dist-server'))).toBe(join('current', 'dist-server'));
    expect(listReleases(packageDir)).toEqual([first, second]);
  });

  it('refuses to make live a release that is not on disk, and leaves the live one', () => {
    const live = idAt(1000);
    makeRelease(packageDir, live);
    switchCurrent(packageDir, live);
    expect(() => switchCurrent(packageDir, idAt(0, 'bbbbbb'))).toThrow(/does not exist/);
    expect(currentBuildId(packageDir)).toBe(live);
  });

  it('switches in one step: a reader reading the entry all through many switches always finds a whole release', async () => {
    const a = idAt(2000, 'aaaaaa');
    const b = idAt(1000, 'bbbbbb');
    makeRelease(packageDir, a);
    makeRelease(packageDir, b);
    switchCurrent(packageDir, a);
    // The reader says when it starts reading and the switches run until it stops, so a machine slow to
    // start a process still has every read happen during switches.
    const reader = spawn(
      process.execPath,
      [
        '-e',
        `const fs = require('fs'); const seen = new Set(); let failures = 0; process.stderr.write('reading\\n'); const end = Date.now() + 1500;
         while (Date.now() < end) { try { seen.add(fs.readFileSync(process.argv[1], 'utf8')); } catch { failures++; } }
         process.stdout.write(JSON.stringify({ seen: [...seen], failures }));`,
        join(packageDir, 'dist', 'remoteEntry.js'),
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    let exited = false;
    reader.stdout.on('data', (chunk: Buffer) => (output += chunk));
    const done = new Promise((resolve) => reader.on('exit', resolve)).then(() => (exited = true));
    await new Promise((resolve) => reader.stderr.once('data', resolve));
    for (let i = 0; !exited; i++) {
      switchCurrent(packageDir, i % 2 ? a : b);
      await new Promise((resolve) => setImmediate(resolve));
    }
    await done;
    const result = JSON.parse(output) as { seen: string[]; failures: number };
    expect(result.failures).toBe(0);
    expect(result.seen.sort()).toEqual([`/* ${a} */`, `/* ${b} */`]);
  });

  it('keeps a release while it is among the newest N or younger than D days, and never the live one', () => {
    const ids = [idAt(10 * DAY, '000001'), idAt(5 * DAY, '000002'), idAt(3 * DAY, '000003'), idAt(1 * DAY, '000004'), idAt(DAY / 2, '000005')];
    // The newest 2 stay by count, the one a day old by age; the oldest two go, except the live one.
    expect(releasesToRemove(ids, ids[4]!, { keep: 2, keepDays: 2 }, NOW)).toEqual([ids[2], ids[1], ids[0]]);
    expect(releasesToRemove(ids, ids[0]!, { keep: 2, keepDays: 2 }, NOW)).toEqual([ids[2], ids[1]]);
    expect(releasesToRemove(ids, ids[4]!, { keep: 1, keepDays: 0 }, NOW)).toEqual([ids[3], ids[2], ids[1], ids[0]]);
    expect(releasesToRemove(ids, ids[4]!, { keep: 5, keepDays: 0 }, NOW)).toEqual([]);
    expect(releasesToRemove(ids, ids[4]!, { keep: 1, keepDays: 30 }, NOW)).toEqual([]);
  });

  it('deletes from disk only what the rule lets go', () => {
    const old = idAt(9 * DAY, 'aaaaaa');
    const live = idAt(8 * DAY, 'bbbbbb');
    const newer = idAt(DAY, 'cccccc');
    for (const id of [old, live, newer]) makeRelease(packageDir, id);
    switchCurrent(packageDir, live);
    expect(pruneReleases(packageDir, { keep: 1, keepDays: 2 }, NOW)).toEqual([old]);
    expect(listReleases(packageDir)).toEqual([live, newer]);
  });

  it('reads retention from RELEASES_KEEP and RELEASES_KEEP_DAYS, and refuses nonsense', () => {
    expect(retentionFromEnv({})).toEqual({ keep: 3, keepDays: 2 });
    expect(retentionFromEnv({ RELEASES_KEEP: '5', RELEASES_KEEP_DAYS: '0.5' })).toEqual({ keep: 5, keepDays: 0.5 });
    expect(retentionFromEnv({ RELEASES_KEEP: '0' })).toEqual({ keep: 1, keepDays: 2 });
    expect(() => retentionFromEnv({ RELEASES_KEEP_DAYS: 'soon' })).toThrow('RELEASES_KEEP_DAYS must be a number of 0 or more, not "soon"');
  });

  it('tells releases of the same server code apart from releases of changed server code', () => {
    const [a, b, c] = [idAt(3000, 'aaaaaa'), idAt(2000, 'bbbbbb'), idAt(1000, 'cccccc')];
    for (const id of [a, b, c]) makeRelease(packageDir, id);
    writeFileSync(join(releaseDir(packageDir, b), 'dist-server', 'main.js.map'), '{"differs":true}');
    writeFileSync(join(releaseDir(packageDir, c), 'dist-server', 'main.js'), 'console.log("new server")');
    expect(serverFingerprint(packageDir, a)).toBe(serverFingerprint(packageDir, b));
    expect(serverFingerprint(packageDir, c)).not.toBe(serverFingerprint(packageDir, a));
  });
});
