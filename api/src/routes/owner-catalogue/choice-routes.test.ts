import { eq } from 'drizzle-orm';
import { OWNER_CATALOGUE_PATHS as PATHS, type OwnerCataloguesAnswer } from '../../contracts';
import { catalogues } from '../../db/schema';
import { describeEachDatabase } from '../../test/databases';
import { castOf, type Cast } from '../../test/people-and-orders';
import { newCatalogue, ownerCall, ownerGet } from './owner-catalogue-test-kit';

describeEachDatabase("what the owner's catalogue page chooses from", (ctx) => {
  let cast: Cast;
  beforeAll(async () => {
    cast = await castOf(ctx);
  });

  it("lists the business's own catalogues, each with its categories by name", async () => {
    const catalogueId = await newCatalogue(ctx, cast.owner, 'Choices Catalogue');
    await ownerCall(ctx, cast.owner, PATHS.createCategory, { catalogueId, name: 'Zari' });
    await ownerCall(ctx, cast.owner, PATHS.createCategory, { catalogueId, name: 'Block Print' });
    const { status, body } = await ownerGet<OwnerCataloguesAnswer>(ctx, cast.owner, PATHS.catalogues, {});
    expect(status).toBe(200);
    const seeded = await ctx.db.select({ id: catalogues.id }).from(catalogues).where(eq(catalogues.businessId, cast.demoId));
    expect(body.data.map((c) => c.id).sort()).toEqual(seeded.map((c) => c.id).sort());
    const mine = body.data.find((c) => c.id === catalogueId);
    expect(mine).toMatchObject({ id: catalogueId, name: 'Choices Catalogue', type: 'product' });
    expect(mine?.categories.map((c) => c.name)).toEqual(['Block Print', 'Zari']);

    const theirs = await ownerGet<OwnerCataloguesAnswer>(ctx, cast.otherOwner, PATHS.catalogues, {});
    expect(theirs.body.data.map((c) => c.id)).not.toContain(catalogueId);
  });

  it('refuses a customer and a caller without a token', async () => {
    expect((await ownerGet(ctx, cast.customerA, PATHS.catalogues, {})).status).toBe(403);
    expect((await ownerGet(ctx, { ...cast.owner, token: '' }, PATHS.catalogues, {})).status).toBe(401);
  });
});
