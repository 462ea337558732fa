import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { OWNER_CATALOGUE_PATHS as PATHS, SITE_CHANGED_HEADER, SITE_PURGE_CHANNEL } from '../contracts';
import { describeEachDatabase, type TestContext } from '../test/databases';
import { castOf, type Cast, type Person } from '../test/people-and-orders';
import { siteChangedPlugin } from './site-changed';

async function post(ctx: TestContext, who: Person | null, url: string, body: object) {
  const res = await ctx.app.inject({ method: 'POST', url, headers: who ? { authorization: `Bearer ${who.token}` } : {}, payload: body });
  return { status: res.statusCode, changed: res.headers[SITE_CHANGED_HEADER] };
}

describeEachDatabase('the site-changed mark on answers', (ctx) => {
  let cast: Cast;
  beforeAll(async () => {
    cast = await castOf(ctx);
  });

  it("marks an owner's successful write, so the host drops the site's cached pages", async () => {
    expect(await post(ctx, cast.owner, PATHS.createCatalogue, { name: 'Marked Baskets' })).toEqual({ status: 200, changed: '1' });
  });

  it("leaves unmarked an owner's refused write, an owner's read, and anyone else's write", async () => {
    expect(await post(ctx, cast.owner, PATHS.createCatalogue, { name: '' })).toEqual({ status: 400, changed: undefined });
    const read = await ctx.app.inject({ method: 'GET', url: PATHS.listProducts, headers: { authorization: `Bearer ${cast.owner.token}` } });
    expect(read.statusCode).toBe(200);
    expect(read.headers[SITE_CHANGED_HEADER]).toBeUndefined();
    expect(await post(ctx, cast.customerA, PATHS.createCatalogue, { name: 'Not mine' })).toEqual({ status: 403, changed: undefined });
    expect(await post(ctx, null, PATHS.createCatalogue, { name: 'Nobody' })).toEqual({ status: 401, changed: undefined });
  });
});

const { REDIS_URL } = process.env;
const describeWithRedis = REDIS_URL ? describe : describe.skip;

describeWithRedis(`the site-changed announcement to every host${REDIS_URL ? '' : ' [skipped: REDIS_URL is not set]'}`, () => {
  const owner = { role: 'user', ownerId: 'o'.repeat(24), businessId: 'b'.repeat(24), name: 'Asha', email: 'asha@example.com', subdomain: 'announced' } as const;
  let app: FastifyInstance;
  let subscriber: Redis;
  const heard: Array<{ site: string; from: string }> = [];

  beforeAll(async () => {
    subscriber = new Redis(REDIS_URL as string);
    subscriber.on('message', (_channel: string, text: string) => heard.push(JSON.parse(text) as { site: string; from: string }));
    await subscriber.subscribe(SITE_PURGE_CHANNEL);
    app = Fastify();
    await app.register(siteChangedPlugin, { redisUrl: REDIS_URL });
    app.addHook('preHandler', async (request) => {
      if (request.headers['x-test-owner']) request.identity = owner;
    });
    app.post('/write', async (request, reply) => reply.code(request.headers['x-test-fail'] ? 400 : 200).send({}));
  });
  afterAll(async () => {
    await app.close();
    await subscriber.quit();
  });

  it("announces an owner's successful write on the hosts' purge channel, since a balancer may send it past them", async () => {
    await app.inject({ method: 'POST', url: '/write', headers: { 'x-test-owner': '1' } });
    await app.inject({ method: 'POST', url: '/write', headers: { 'x-test-owner': '1', 'x-test-fail': '1' } });
    await app.inject({ method: 'POST', url: '/write' });
    const deadline = Date.now() + 2_000;
    while (heard.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard.filter((message) => message.site === 'announced')).toEqual([{ site: 'announced', from: expect.stringMatching(/^api:/) }]);
  });
});
