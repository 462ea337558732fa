import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { OWNER_CATALOGUE_MESSAGES as M, OWNER_CATALOGUE_PATHS as PATHS, responsiveImage, UPLOAD_PATHS, type OwnerProductAnswer, type UploadImageAnswer } from '../../contracts';
import { products } from '../../db/schema';
import { describeEachDatabase, type TestContext } from '../../test/databases';
import { castOf, type Cast, type Person } from '../../test/people-and-orders';
import { postFiles } from '../uploads/uploads-test-kit';
import { newCatalogue, newProduct, ownerCall, storefrontDetails } from './owner-catalogue-test-kit';

/** A real photo through the owner's image upload, as the catalogue page sends it. */
async function uploadPhoto(ctx: TestContext, who: Person, colour: string) {
  const content = await sharp({ create: { width: 900, height: 600, channels: 3, background: colour } }).jpeg().toBuffer();
  const { status, body } = await postFiles<UploadImageAnswer>(ctx, UPLOAD_PATHS.image, [{ name: 'photo.jpg', type: 'image/jpeg', content }], who.token);
  if (status !== 200) throw new Error(`upload: ${status} ${JSON.stringify(body)}`);
  return body.data;
}

describeEachDatabase("an item's photos", (ctx) => {
  let cast: Cast;
  beforeAll(async () => {
    cast = await castOf(ctx);
  });

  it('shows an uploaded photo on the storefront as the seed shows its own: a rendition with its variants', async () => {
    const catalogueId = await newCatalogue(ctx, cast.owner, 'Photos');
    const first = await uploadPhoto(ctx, cast.owner, '#0e7490');
    const second = await uploadPhoto(ctx, cast.owner, '#a16207');
    const item = await newProduct(ctx, cast.owner, { catalogueId, name: 'Photo Shawl', basePricePaise: 50_000, images: [second.responsiveUrl, first.responsiveUrl], status: 'Published' });
    expect(item.images).toEqual([second.responsiveUrl, first.responsiveUrl]);

    const { body } = await storefrontDetails(ctx, cast.demoId, item.slug);
    expect(body.data.images).toEqual([second.responsiveUrl, first.responsiveUrl]);
    const [seeded] = await ctx.db.select({ images: products.images }).from(products).where(eq(products.businessId, cast.demoId)).limit(1);
    // the same kind of address as a seeded photo: a rendition the storefront's responsive image reads
    expect(responsiveImage(seeded?.images[0])).not.toBeNull();
    expect(responsiveImage(body.data.images[0])).toMatchObject({ width: 900, height: 600, format: 'jpg' });
  });

  it('reorders and removes photos, and keeps the ones the item already had (the seed\'s too)', async () => {
    const [seeded] = await ctx.db.select({ id: products.id, images: products.images }).from(products).where(eq(products.businessId, cast.demoId)).limit(1);
    const photo = await uploadPhoto(ctx, cast.owner, '#15803d');
    const changed = await ownerCall<OwnerProductAnswer>(ctx, cast.owner, PATHS.updateProduct, { productId: seeded!.id, images: [photo.responsiveUrl, ...seeded!.images] });
    expect(changed.status).toBe(200);
    expect(changed.body.data.images).toEqual([photo.responsiveUrl, ...seeded!.images]);
    const removed = await ownerCall<OwnerProductAnswer>(ctx, cast.owner, PATHS.updateProduct, { productId: seeded!.id, images: [...seeded!.images] });
    expect(removed.body.data.images).toEqual(seeded!.images);
  });

  it("refuses another business's upload, an outside address and a seed photo the item does not have, naming the photo", async () => {
    const catalogueId = await newCatalogue(ctx, cast.owner, 'Refused');
    const theirs = await uploadPhoto(ctx, cast.otherOwner, '#be123c');
    const [otherSeed] = await ctx.db.select({ images: products.images }).from(products).where(eq(products.businessId, cast.sunriseId)).limit(1);
    const mine = await uploadPhoto(ctx, cast.owner, '#1d4ed8');
    for (const wrong of [theirs.responsiveUrl, theirs.url, 'https://example.com/cat.jpg', otherSeed!.images[0]]) {
      const refused = await ownerCall(ctx, cast.owner, PATHS.createProduct, { catalogueId, name: 'Borrowed', basePricePaise: 10_000, images: [mine.responsiveUrl, wrong] });
      expect(refused).toMatchObject({ status: 400, body: { code: 'VALIDATION_ERROR', message: `Invalid body: images.1: ${M.imageNotOwn}` } });
    }
  });

  it('refuses more photos than the limit', async () => {
    const catalogueId = await newCatalogue(ctx, cast.owner, 'Many');
    const photo = await uploadPhoto(ctx, cast.owner, '#7c3aed');
    const refused = await ownerCall(ctx, cast.owner, PATHS.createProduct, { catalogueId, name: 'Crowded', basePricePaise: 10_000, images: Array.from({ length: 9 }, () => photo.responsiveUrl) });
    expect(refused.status).toBe(400);
  });
});
