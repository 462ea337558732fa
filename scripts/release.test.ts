/** @jest-environment node */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { releaseApp } from './release-app.cjs';
import { currentBuildId, listReleases } from './releases.cjs';

/** What a package's build:release writes, into the folder it is given. */
function writesBuild(marker: string) {
  return (_packageDir: string, env: { RELEASE_DIR: string; BUILD_ID: string }) => {
    mkdirSync(join(env.RELEASE_DIR, 'dist'), { recursive: true });
    mkdirSync(join(env.RELEASE_DIR, 'dist-server'), { recursive: true });
    writeFileSync(join(env.RELEASE_DIR, 'dist', 'remoteEntry.js'), `/* ${marker} ${env.BUILD_ID} */`);
    writeFileSync(join(env.RELEASE_DIR, 'dist-server', 'main.js'), '');
  };
}

describe('npm run release -- <app>', () => {
  let root: string;
  const chat = () => join(root, 'remote-chat');
  const quiet = () => {};
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'release-'));
    mkdirSync(chat());
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('builds into a new release folder, writes its record, makes it live and keeps the previous one', () => {
    const first = releaseApp('chat', { root, run: writesBuild('one'), log: quiet, now: new Date('2026-11-27T01:00:00Z') });
    const second = releaseApp('chat', { root, run: writesBuild('two'), log: quiet, now: new Date('2026-11-27T01:05:00Z') });
    expect(second.previous).toBe(first.buildId);
    expect(currentBuildId(chat())).toBe(second.buildId);
    expect(readFileSync(join(chat(), 'dist', 'remoteEntry.js'), 'utf8')).toBe(`/* two ${second.buildId} */`);
    expect(JSON.parse(readFileSync(join(chat(), 'dist', 'release.json'), 'utf8'))).toEqual({ app: 'chat', buildId: second.buildId, builtAt: '2026-11-27T01:05:00.000Z' });
    expect(listReleases(chat())).toEqual([first.buildId, second.buildId]);
  });

  it('leaves the live release live and removes the half-built folder when the build fails', () => {
    const live = releaseApp('chat', { root, run: writesBuild('one'), log: quiet });
    const failing = () => {
      throw new Error('webpack exited with 1');
    };
    expect(() => releaseApp('chat', { root, run: failing, log: quiet })).toThrow(`chat: the build failed, release ${live.buildId} stays live: webpack exited with 1`);
    expect(currentBuildId(chat())).toBe(live.buildId);
    expect(listReleases(chat())).toEqual([live.buildId]);
  });

  it('lets go of releases beyond the retention rule after the switch, never the live one', () => {
    const retention = { keep: 1, keepDays: 0 };
    const first = releaseApp('chat', { root, run: writesBuild('one'), log: quiet, retention, now: new Date('2026-11-27T01:00:00Z') });
    const second = releaseApp('chat', { root, run: writesBuild('two'), log: quiet, retention, now: new Date('2026-11-27T01:05:00Z') });
    expect(second.removed).toEqual([first.buildId]);
    expect(existsSync(join(chat(), 'releases', first.buildId))).toBe(false);
    expect(listReleases(chat())).toEqual([second.buildId]);
  });

  it('names the apps it knows when given another', () => {
    expect(() => releaseApp('shop', { root, run: writesBuild('x'), log: quiet })).toThrow('unknown app "shop": one of host, storefront, chat, checkout, api');
  });
});
