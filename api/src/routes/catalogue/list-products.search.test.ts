import { and, eq } from 'drizzle-orm';
import { categories } from '../../db/schema';
import { describeEachDatabase } from '../../test/databases';
import { listAll, seededSite } from '../../test/fixtures';

describeEachDatabase('product listing search', (ctx) => {
  let demoId = '';
  beforeAll(async () => {
    demoId = (await seededSite(ctx.db, 'demo')).id;
  });
  const search = async (text: string, extra: Record<string, string> = {}) =>
    (await listAll(ctx, { accountTypeId: demoId, search: text, ...extra })).data.map((p) => p.slug);

  it('finds items by a word of their name', async () => {
    expect(await search('kanjivaram')).toEqual(['kanjivaram-silk-saree-temple-border']);
  });

  it('matches word prefixes while typing ("cott" finds cotton)', async () => {
    const slugs = await search('cott');
    expect(slugs).toEqual(expect.arrayContaining(['bengal-tant-cotton-saree', 'ikat-cotton-stole', 'chanderi-cotton-saree-gold-buti']));
  });

  it('finds items by a word of their description', async () => {
    expect(await search('Idukki')).toEqual(['kerala-green-cardamom']);
  });

  it('finds items by a tag', async () => {
    expect(await search('kesar')).toEqual(['kashmiri-saffron-kesar-1-g']);
    expect(await search('elaichi')).toEqual(['kerala-green-cardamom']);
  });

  it('finds the singular from a plural through English stemming', async () => {
    const slugs = await search('diyas');
    expect(slugs).toContain('terracotta-diya-set-of-12');
  });

  it('requires every word to match', async () => {
    const slugs = await search('brass lamp');
    expect(slugs).toEqual(expect.arrayContaining(['brass-hanging-bell-lamp', 'chettinad-brass-kuthu-vilakku']));
    expect(slugs).not.toContain('brass-urli-bowl-10-inch');
  });

  it('ignores case and punctuation', async () => {
    expect(await search('KANJIVARAM!!')).toEqual(['kanjivaram-silk-saree-temple-border']);
  });

  it('forgives a misspelt name through trigram similarity', async () => {
    expect(await search('cardamon')).toContain('kerala-green-cardamom');
  });

  it('forgives a misspelt Indian word ("kanjeevaram" finds Kanjivaram)', async () => {
    expect(await search('kanjeevaram')).toEqual(['kanjivaram-silk-saree-temple-border']);
  });

  it('finds a substring of a name ("ivaram" finds Kanjivaram)', async () => {
    expect(await search('ivaram')).toEqual(['kanjivaram-silk-saree-temple-border']);
  });

  it("finds items by their category's name, by its new name once renamed, and no longer once deleted", async () => {
    const inCategory = (await listAll(ctx, { accountTypeId: demoId, category: 'cushions-throws' })).data.map((p) => p.slug);
    expect(inCategory.length).toBeGreaterThan(0);
    expect(await search('throws')).toEqual(expect.arrayContaining(inCategory));
    await ctx.db
      .update(categories)
      .set({ name: 'Quilted Comforts' })
      .where(and(eq(categories.businessId, demoId), eq(categories.slug, 'cushions-throws')));
    // As a route does after its write commits (PostgreSQL's change feed would tell the cache a moment later).
    ctx.app.catalogueCache.invalidate(demoId);
    expect(await search('quilted comforts')).toEqual(expect.arrayContaining(inCategory));
    // Deleted, its items keep no trace of its name.
    await ctx.db.delete(categories).where(and(eq(categories.businessId, demoId), eq(categories.slug, 'cushions-throws')));
    ctx.app.catalogueCache.invalidate(demoId);
    expect(await search('quilted comforts')).toEqual([]);
  });

  it('combines search with a catalogue and other filters', async () => {
    // The gift box mentions "a brass diya" in its description; the kadai has brass in its name.
    expect(await search('brass', { slug: 'kitchen-spices' })).toEqual(['brass-kadai', 'festive-gift-box']);
    expect(await search('brass', { slug: 'kitchen-spices', category: 'cookware' })).toEqual(['brass-kadai']);
  });

  it('answers an empty list for a word nothing contains', async () => {
    expect(await search('zzyzx')).toEqual([]);
  });

  it('treats SQL and LIKE wildcards as plain text', async () => {
    expect(await search('%')).toEqual([]);
    expect(await search("_' OR 1=1 --")).toEqual([]);
  });

  it("never finds another business's items", async () => {
    const sunrise = await seededSite(ctx.db, 'sunrise');
    expect(await search('sourdough')).toEqual([]);
    expect((await listAll(ctx, { accountTypeId: sunrise.id, search: 'sourdough' })).data.map((p) => p.slug)).toEqual(['sourdough-country-loaf']);
    expect((await listAll(ctx, { accountTypeId: sunrise.id, search: 'kanjivaram' })).total).toBe(0);
  });
});
