/** @jest-environment node */
import Fastify from 'fastify';
import { SITE_CHANGED_HEADER } from 'shared/constants';
import { connectSitePurges, type SitePurgeChannel } from './purges-across-hosts';
import { purgeOnSiteChange } from './purge-on-site-change';

const { REDIS_URL } = process.env;
const log = Fastify().log;

/** Resolves when `purges` has been called `count` times, or fails after two seconds. */
function purgesSeen(purges: jest.Mock, count: number): Promise<void> {
  const deadline = Date.now() + 2_000;
  return new Promise((resolve, reject) => {
    const check = () => {
      if (purges.mock.calls.length >= count) resolve();
      else if (Date.now() > deadline) reject(new Error(`${purges.mock.calls.length} purges seen, ${count} expected`));
      else setTimeout(check, 10);
    };
    check();
  });
}

if (!REDIS_URL) {
  describe.skip('page-cache purges across hosts [skipped: set REDIS_URL to run]', () => {
    it('needs Redis', () => undefined);
  });
} else {
  describe('page-cache purges across hosts, through Redis', () => {
    const channels: SitePurgeChannel[] = [];
    afterEach(async () => {
      for (const channel of channels.splice(0)) await channel.close();
    });

    /** One host: its page cache (the purges it makes) and its end of the channel. */
    async function host() {
      const purgeSite = jest.fn();
      const channel = await connectSitePurges(REDIS_URL ?? '', purgeSite, log);
      channels.push(channel);
      return { purgeSite, channel };
    }

    it("drops a site's pages on the other hosts when an owner's write passes through one", async () => {
      const [first, second, third] = [await host(), await host(), await host()];
      const app = Fastify();
      app.decorateRequest('customDomainSite', null);
      purgeOnSiteChange(app, first, 'demo', first.channel);
      app.post('/api/v1/section', async (_request, reply) => reply.header(SITE_CHANGED_HEADER, '1').send({ message: 'success' }));
      await app.inject({ method: 'POST', url: '/api/v1/section', headers: { host: 'asha-bakes.localhost:8080' } });
      await Promise.all([purgesSeen(second.purgeSite, 1), purgesSeen(third.purgeSite, 1)]);
      expect(first.purgeSite.mock.calls).toEqual([['asha-bakes']]);
      expect(second.purgeSite.mock.calls).toEqual([['asha-bakes']]);
      expect(third.purgeSite.mock.calls).toEqual([['asha-bakes']]);
      await app.close();
    });

    it('never purges for its own announcement a second time, and each host hears every other', async () => {
      const [first, second] = [await host(), await host()];
      first.channel.announce('demo');
      second.channel.announce('sunrise');
      await Promise.all([purgesSeen(first.purgeSite, 1), purgesSeen(second.purgeSite, 1)]);
      // a message of its own would have arrived by the time the other host's did
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(first.purgeSite.mock.calls).toEqual([['sunrise']]);
      expect(second.purgeSite.mock.calls).toEqual([['demo']]);
    });

    it('fails plainly at start-up when Redis cannot be reached', async () => {
      await expect(connectSitePurges('redis://127.0.0.1:1', jest.fn(), log)).rejects.toThrow('REDIS_URL: Redis at redis://127.0.0.1:1 could not be reached for the page-cache purges');
    });
  });
}
