import sharp from 'sharp';
import { GSTIN_MESSAGES } from 'shared/rules';
import { BUSINESS_SETTINGS_PATHS as PATHS, SITE_CHANGED_HEADER, type BusinessProfileAnswer, type UploadImageAnswer, UPLOAD_PATHS } from '../../contracts';
import { describeEachDatabase } from '../../test/databases';
import { castOf, call, type Cast } from '../../test/people-and-orders';
import { postFiles } from '../uploads/uploads-test-kit';
import { aProfile, entryOf, storefrontPage, templateSite } from './business-settings-test-kit';

describeEachDatabase('the business profile', (ctx) => {
  let cast: Cast;
  beforeAll(async () => {
    cast = await castOf(ctx);
  });
  const save = (token: string, body: Record<string, unknown>) => call<BusinessProfileAnswer>(ctx, 'POST', PATHS.profile, { token, body });
  const read = (token: string) => call<BusinessProfileAnswer>(ctx, 'GET', PATHS.profile, { token });

  it("reads the owner's own business, with the contact details its footer shows until the owner saves", async () => {
    const { status, body } = await read(cast.owner.token);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      businessName: 'Kaveri Handlooms & Home',
      subdomain: 'demo',
      contactPhone: '+91 98450 12345',
      contactEmail: 'hello@kaverihandlooms.in',
      address: { addressLine: '12, Chickpet Main Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560053' },
      gstin: '',
      template: 'e-commerce-catalogue',
      isPremium: false,
    });
    expect(body.templates).toEqual(['e-commerce-catalogue']);
    expect((await read(cast.otherOwner.token)).body.data.subdomain).toBe('sunrise');
  });

  it("saving the seeded site's profile unchanged leaves its footer as it was", async () => {
    const site = await templateSite(ctx);
    const { body } = await read(site.owner.token);
    const footer = (await storefrontPage(ctx, site.subdomain)).body.footerSection;
    const { subdomain: _s, isPremium: _p, ...profile } = body.data;
    expect((await save(site.owner.token, profile)).status).toBe(200);
    expect((await storefrontPage(ctx, site.subdomain)).body.footerSection?.values).toEqual(footer?.values);
  });

  it('refuses shoppers and callers without a token', async () => {
    expect((await read(cast.customerA.token)).status).toBe(403);
    expect((await call(ctx, 'GET', PATHS.profile)).status).toBe(401);
    expect((await save(cast.customerA.token, aProfile())).status).toBe(403);
  });

  it('saves the profile and the storefront shows the name and contact details at once; the other site is untouched', async () => {
    const site = await templateSite(ctx);
    const dropped: string[] = [];
    const listener = (businessId: string, source: string) => void (source === 'write' && dropped.push(businessId));
    ctx.app.catalogueCache.answers.events.on('invalidated', listener);
    const { status, body } = await save(site.owner.token, aProfile());
    ctx.app.catalogueCache.answers.events.off('invalidated', listener);
    expect(status).toBe(200);
    expect(dropped).toContain(site.id);
    // the host's server drops the site's cached pages on this mark
    const marked = await ctx.app.inject({ method: 'POST', url: PATHS.profile, headers: { authorization: `Bearer ${site.owner.token}` }, payload: aProfile() });
    expect(marked.headers[SITE_CHANGED_HEADER]).toBe('1');
    const refused = await ctx.app.inject({ method: 'POST', url: PATHS.profile, headers: { authorization: `Bearer ${site.owner.token}` }, payload: aProfile({ gstin: 'x' }) });
    expect(refused.headers[SITE_CHANGED_HEADER]).toBeUndefined();
    // stored as the rules write them: lower-case e-mail, upper-case GSTIN
    expect(body.data).toMatchObject({ contactEmail: 'hello@ashacrafts.in', gstin: '29AAGCB7383J1Z4', address: { pincode: '560053' } });

    const page = (await storefrontPage(ctx, site.subdomain)).body;
    expect(page.businessName).toBe('Asha Crafts');
    expect(entryOf(page.footerSection, 'Contact - Phone')).toBe('+91 98450 12345');
    expect(entryOf(page.footerSection, 'Contact - Email')).toBe('hello@ashacrafts.in');
    expect(entryOf(page.footerSection, 'Contact - Address')).toBe('12, Chickpet Main Road\nBengaluru, Karnataka 560053');
    expect((await storefrontPage(ctx, 'sunrise')).body.businessName).toBe('Sunrise Bakery');
  });

  it("renames the header's name only when it was the business's name, and removes contact lines the owner empties", async () => {
    const site = await templateSite(ctx);
    // the header says 'Asha Crafts' while the business is still called 'Test …': a header text of the owner's own
    await save(site.owner.token, aProfile({ businessName: 'Asha Handicrafts' }));
    expect(entryOf((await storefrontPage(ctx, site.subdomain)).body.headerSection, 'Logo text')).toBe('Asha Crafts');
    await save(site.owner.token, aProfile({ businessName: 'Asha Crafts' }));
    await save(site.owner.token, aProfile({ businessName: 'Asha Crafts & Co', contactPhone: '', address: { addressLine: '', city: '', state: '', pincode: '' } }));
    const page = (await storefrontPage(ctx, site.subdomain)).body;
    expect(entryOf(page.headerSection, 'Logo text')).toBe('Asha Crafts & Co');
    expect(entryOf(page.footerSection, 'Contact - Phone')).toBeUndefined();
    expect(entryOf(page.footerSection, 'Contact - Address')).toBeUndefined();
    expect(entryOf(page.footerSection, 'Contact - Email')).toBe('hello@ashacrafts.in');
  });

  it.each([
    [{ gstin: '29AAGCB7383J1Z5' }, GSTIN_MESSAGES.checksum],
    [{ gstin: '39AAGCB7383J1Z4' }, GSTIN_MESSAGES.stateCode],
    [{ gstin: '29AAGC17383J1Z4' }, GSTIN_MESSAGES.pan],
    [{ address: { addressLine: 'x', city: '', state: '', pincode: '5600' } }, 'Please enter a valid 6-digit pincode.'],
    [{ contactPhone: '12345' }, 'Enter a phone number'],
    [{ contactEmail: 'not-an-email' }, 'Enter an e-mail address'],
    [{ businessName: '  ' }, 'is required'],
    [{ template: 'restaurant-menu' }, ''],
    [{ logo: '/uploads/sunrise/images/abc-10x10.png' }, 'Upload the logo here'],
    [{ logo: 'https://elsewhere.example/logo.png' }, 'Upload the logo here'],
    [{ isPremium: true }, ''],
  ])('refuses %j with a 400 that says why, and changes nothing', async (change, message) => {
    const site = await templateSite(ctx);
    const before = (await read(site.owner.token)).body.data;
    const { status, body } = await save(site.owner.token, aProfile(change));
    expect(status).toBe(400);
    expect(body.message).toContain(message);
    expect((await read(site.owner.token)).body.data).toEqual(before);
  });

  it("keeps the site's logo from the owner's upload, resized, and shows it in the header", async () => {
    const site = await templateSite(ctx);
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#0f766e' } }).png().toBuffer();
    const upload = await postFiles<UploadImageAnswer>(ctx, UPLOAD_PATHS.image, [{ name: 'logo.png', type: 'image/png', content: png }], site.owner.token);
    expect(upload.status).toBe(200);
    const logo = upload.body.data.responsiveUrl!;
    expect(logo).toMatch(new RegExp(`^/uploads/${site.subdomain}/images/`));
    expect((await save(site.owner.token, aProfile({ logo }))).status).toBe(200);
    expect((await storefrontPage(ctx, site.subdomain)).body.logo).toBe(logo);
    // saving again with the logo it has is fine; null removes it
    expect((await save(site.owner.token, aProfile({ logo }))).status).toBe(200);
    expect((await save(site.owner.token, aProfile({ logo: null }))).status).toBe(200);
    expect((await storefrontPage(ctx, site.subdomain)).body.logo).toBeNull();
  });

  it("changing the template keeps every section the owner edited", async () => {
    const site = await templateSite(ctx);
    const before = (await storefrontPage(ctx, site.subdomain)).body.websitePage.sections;
    expect((await save(site.owner.token, aProfile({ template: 'e-commerce-catalogue' }))).status).toBe(200);
    expect((await storefrontPage(ctx, site.subdomain)).body.websitePage.sections).toEqual(before);
  });

  describe('the subdomain', () => {
    const move = (token: string, subdomain: unknown) => call<{ subdomain: string }>(ctx, 'POST', PATHS.subdomain, { token, body: { subdomain } });

    it('moves the site: the new address answers, the old one does not, and the owner token still works', async () => {
      const site = await templateSite(ctx);
      const wanted = `${site.subdomain}-new`;
      const { status, body } = await move(site.owner.token, wanted.toUpperCase());
      expect(status).toBe(200);
      expect(body.subdomain).toBe(wanted);
      expect((await storefrontPage(ctx, wanted)).body.businessName).toBe(`Test ${site.subdomain}`);
      expect((await storefrontPage(ctx, site.subdomain)).status).toBe(404);
      expect((await read(site.owner.token)).body.data.subdomain).toBe(wanted);
    });

    it('refuses what sign-up refuses: a reserved word, a bad shape, a taken one with a suggestion', async () => {
      const site = await templateSite(ctx);
      expect((await move(site.owner.token, 'admin')).body.message).toContain('reserved');
      expect((await move(site.owner.token, 'a_b')).status).toBe(400);
      expect((await move(site.owner.token, 'ab')).status).toBe(400);
      const taken = await move(site.owner.token, 'sunrise');
      expect(taken.status).toBe(409);
      expect(taken.body.message).toBe('This subdomain is taken. Try sunrise-2.');
      expect((await read(site.owner.token)).body.data.subdomain).toBe(site.subdomain);
    });

    it('writes nothing for the subdomain the site already has', async () => {
      const site = await templateSite(ctx);
      expect((await move(site.owner.token, site.subdomain)).status).toBe(200);
      expect((await storefrontPage(ctx, site.subdomain)).status).toBe(200);
    });
  });
});
