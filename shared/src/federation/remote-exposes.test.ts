import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTE_EXPOSES, type RemoteName } from './remote-exposes';

const DIRS: Record<RemoteName, string> = { storefront: 'remote-storefront', chat: 'remote-chat', checkout: 'remote-checkout' };

/** The names (without `./`) in the `exposes` of a remote's webpack config, in their order. */
function webpackExposes(remote: RemoteName): string[] {
  const config = readFileSync(join(__dirname, '../../..', DIRS[remote], 'webpack.config.cjs'), 'utf8');
  const block = /exposes\s*=?\s*[:=]?\s*\{([^}]*)\}/.exec(config)?.[1];
  if (!block) throw new Error(`no exposes in ${DIRS[remote]}/webpack.config.cjs`);
  return [...block.matchAll(/['"]\.\/([\w-]+)['"]\s*:/g)].map((match) => match[1] ?? '');
}

describe('REMOTE_EXPOSES: the typed list of what each remote exposes', () => {
  it.each(Object.keys(DIRS) as RemoteName[])('is what the %s remote exposes in its webpack config', (remote) => {
    expect([...REMOTE_EXPOSES[remote]].sort()).toEqual(webpackExposes(remote).sort());
  });

  it('reads the exposes of a config (a renamed expose would be told apart)', () => {
    expect(webpackExposes('checkout')).toContain('PaymentPanels');
    expect(webpackExposes('chat')).toEqual(['ChatWidget', 'OwnerInbox', 'OwnerChatSettings']);
  });
});
