import { OWNER_CATALOGUE_PATHS as PATHS, SITE_CHANGED_HEADER } from '../contracts';
import { describeEachDatabase, type TestContext } from '../test/databases';
import { castOf, type Cast, type Person } from '../test/people-and-orders';

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
