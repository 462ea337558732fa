/** @jest-environment node */
import Fastify from 'fastify';
import { SITE_CHANGED_HEADER } from 'shared/constants';
import { purgeOnSiteChange } from './purge-on-site-change';

/** A server like the host's, whose forwarded answers are stood in for by two routes. */
async function serverWithPurges() {
  const purgeSite = jest.fn(() => 0);
  const app = Fastify();
  app.decorateRequest('customDomainSite', null);
  purgeOnSiteChange(app, { purgeSite }, 'demo');
  app.post('/marked', async (_request, reply) => {
    reply.header(SITE_CHANGED_HEADER, '1');
    return { message: 'success' };
  });
  app.post('/unmarked', async () => ({ message: 'success' }));
  await app.ready();
  return { app, purgeSite };
}

describe('purgeOnSiteChange', () => {
  it("drops the cached pages of the site whose owner's write the API marked", async () => {
    const { app, purgeSite } = await serverWithPurges();
    await app.inject({ method: 'POST', url: '/marked', headers: { host: 'asha-bakes.localhost:3000' } });
    expect(purgeSite).toHaveBeenCalledWith('asha-bakes');
    await app.close();
  });

  it('keeps every cached page on an answer the API did not mark', async () => {
    const { app, purgeSite } = await serverWithPurges();
    await app.inject({ method: 'POST', url: '/unmarked', headers: { host: 'asha-bakes.localhost:3000' } });
    expect(purgeSite).not.toHaveBeenCalled();
    await app.close();
  });
});
