import { API_PATHS, type ErrorAnswer, type PageAnswer, type Section } from '../../contracts';
import { describeEachDatabase } from '../../test/databases';
import { createBusiness, get, seededSite } from '../../test/fixtures';

const values = (section: Section | null | undefined, key: string) => (section?.values ?? []).filter((v) => v.key === key);
const value = (section: Section | null | undefined, key: string) => values(section, key)[0]?.value;

describeEachDatabase('GET get_published_website_specific_page', (ctx) => {
  const load = (query: Record<string, string>) => get<PageAnswer>(ctx, API_PATHS.page, query);
  const fail = (query: Record<string, string>) => get<ErrorAnswer>(ctx, API_PATHS.page, query);

  it('answers the home page of the site its subdomain names', async () => {
    const demo = await seededSite(ctx.db, 'demo');
    const { status, body } = await load({ subdomain: 'demo', customRoute: '/' });
    expect(status).toBe(200);
    expect(body.message).toBe('success');
    expect(body.websitePage).toMatchObject({ accountTypeId: demo.id, keyValue: 'home', customRoute: '/', templateId: { slug: 'e-commerce-catalogue' } });
    expect(body).toMatchObject({ businessName: 'Kaveri Handlooms & Home', isPremium: false, logo: expect.stringMatching(/^\/uploads\/demo\/brand\/[0-9a-f]{16}-256x256\.png$/) });
    expect(body.websitePage.colorPalette.primary).toMatch(/^#[0-9A-F]{6}$/i);
  });

  it('orders the home sections by indexPosition and names them as the spec does', async () => {
    const { body } = await load({ subdomain: 'demo', customRoute: '/' });
    const sections = body.websitePage.sections;
    const positions = sections.map((s) => s.indexPosition);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(sections.map((s) => s.name)).toEqual(expect.arrayContaining(['Banner', 'Shop by Category', 'Featured Products', 'Flash Sale', 'Text banner']));
    const textBanner = sections.find((s) => s.name === 'Text banner');
    expect(value(textBanner, 'Message')).toBeTruthy();
    expect(value(textBanner, 'Text Color')).toMatch(/^#/);
  });

  it('links each Featured Products section to a catalogue by id and slug, with a title', async () => {
    const demo = await seededSite(ctx.db, 'demo');
    const { body } = await load({ subdomain: 'demo', customRoute: '/' });
    const featured = body.websitePage.sections.filter((s) => s.name === 'Featured Products');
    expect(featured.length).toBeGreaterThanOrEqual(2);
    for (const section of featured) {
      const slug = value(section, 'catalogueSlug') ?? '';
      expect(value(section, 'catalogueId')).toBe(demo.catalogue(slug).id);
      expect(value(section, 'Title')).toBeTruthy();
    }
  });

  it('lists banners as repeated Image entries, one of them hidden', async () => {
    const { body } = await load({ subdomain: 'demo', customRoute: '/' });
    const banners = values(body.websitePage.sections.find((s) => s.name === 'Banner'), 'Image');
    expect(banners.length).toBeGreaterThanOrEqual(3);
    expect(banners.every((b) => b.allowToAddMultiple && b.value.startsWith('/uploads/demo/banners/'))).toBe(true);
    expect(banners.filter((b) => b.status === 'hide')).toHaveLength(1);
  });

  it('answers the header, footer and mobile footer with their list entries', async () => {
    const { body } = await load({ subdomain: 'demo', customRoute: '/' });
    expect(value(body.headerSection, 'Logo text')).toBe('Kaveri');
    expect(value(body.headerSection, 'Logo 2 text')).toBeTruthy();
    expect(values(body.headerSection, 'Menu items').map((m) => m.url)).toContain('/products');

    const footer = body.footerSection;
    expect(value(footer, 'Contact - Address')).toContain('\n');
    expect(value(footer, 'Contact - Email')).toContain('@');
    expect(value(footer, 'Contact - Phone')).toMatch(/^\+91/);
    expect(value(footer, 'Footer Extras - Copyright')).toContain('©');
    expect(values(footer, 'Payment Method').length).toBeGreaterThan(1);
    expect(values(footer, 'Social Media').every((s) => s.url?.startsWith('https://'))).toBe(true);
    const routes = body.pages.map((p) => p.customRoute);
    for (const link of [...values(footer, 'Services'), ...values(footer, 'Quick Links')]) expect(routes).toContain(link.url);

    expect(values(body.mobFooterSection, 'Menue items').map((m) => m.url)).toEqual(['/', '/search', '/cart', '/chat', '/account']);
  });

  it('describes the chat widget with topics of every type and a payment gateway', async () => {
    const { body } = await load({ subdomain: 'demo', customRoute: '/' });
    const [widget] = body.installedWidgets;
    expect(widget).toMatchObject({ type: 'chatWidget', allowedAllActions: true });
    expect(new Set(widget?.settings.topics.map((t) => t.type))).toEqual(new Set(['custom', 'catalogue', 'template']));
    expect(widget?.settings.payment).toMatchObject({ isEnabled: true, selectedGatewayId: expect.stringMatching(/^[0-9a-f]{24}$/) });
  });

  it.each([
    ['/products', 'products'],
    ['/product-details', 'product-details'],
    ['/search', 'search'],
    ['/cart', 'cart'],
    ['/account', 'account'],
    ['/chat', 'chat'],
    ['/contact', 'contact'],
    ['/about', 'about'],
    ['/terms-and-conditions', 'terms-and-conditions'],
    ['/shipping-and-delivery', 'shipping-and-delivery'],
    ['/refund', 'refund'],
    ['/privacy-policy', 'privacyPolicy'],
  ])('answers the page at %s with keyValue %s', async (customRoute, keyValue) => {
    const { status, body } = await load({ subdomain: 'demo', customRoute });
    expect(status).toBe(200);
    expect(body.websitePage.keyValue).toBe(keyValue);
  });

  it('gives the about and policy pages the sections the spec names', async () => {
    const about = await load({ subdomain: 'demo', customRoute: '/about' });
    expect(about.body.websitePage.sections.map((s) => s.name)).toEqual(['About Us Header', 'Our Story Title', 'Our Story Description', 'Cards', 'Join Us on Our Journey']);
    const policy = await load({ subdomain: 'demo', customRoute: '/refund' });
    expect(policy.body.websitePage.sections.map((s) => s.name)).toEqual(['Header', 'Notice Section', 'Content']);
    const contact = await load({ subdomain: 'demo', customRoute: '/contact' });
    expect(contact.body.websitePage.sections.map((s) => s.name)).toEqual(expect.arrayContaining(['Contact Us Header', 'Card']));
  });

  it('finds a route whatever its case, trailing slash or query string', async () => {
    const { status, body } = await load({ subdomain: 'DEMO', customRoute: '/Products/?catalogue=home-decor' });
    expect(status).toBe(200);
    expect(body.websitePage.customRoute).toBe('/products');
  });

  it('treats a missing customRoute as the home page', async () => {
    const { body } = await load({ subdomain: 'demo' });
    expect(body.websitePage.keyValue).toBe('home');
  });

  it('returns hidden and single-mode sections when no viewMode is asked (edit mode needs them)', async () => {
    const { body } = await load({ subdomain: 'demo', customRoute: '/' });
    const sections = body.websitePage.sections;
    expect(sections.some((s) => s.status === 'hide')).toBe(true);
    expect(sections.some((s) => s.viewMode === 'desktop')).toBe(true);
    expect(sections.some((s) => s.viewMode === 'mobile')).toBe(true);
  });

  it.each([
    ['desktop', 'mobile'],
    ['mobile', 'desktop'],
  ] as const)('keeps only visible sections for viewMode %s (none hidden, none %s-only)', async (viewMode, other) => {
    const all = (await load({ subdomain: 'demo', customRoute: '/' })).body.websitePage.sections;
    const { body } = await load({ subdomain: 'demo', customRoute: '/', viewMode });
    const sections = body.websitePage.sections;
    expect(sections.every((s) => s.status === 'show')).toBe(true);
    expect(sections.some((s) => s.viewMode === other)).toBe(false);
    expect(sections.some((s) => s.viewMode === viewMode)).toBe(true);
    expect(sections.map((s) => s._id)).toEqual(all.filter((s) => s.status === 'show' && (s.viewMode === 'both' || s.viewMode === viewMode)).map((s) => s._id));
  });

  it("answers 404 'Website not found' for an unknown subdomain", async () => {
    const { status, body } = await fail({ subdomain: 'no-such-shop', customRoute: '/' });
    expect(status).toBe(404);
    expect(body).toEqual({ message: 'Website not found', code: 'WEBSITE_NOT_FOUND' });
  });

  it("answers 404 'Page not found' for a route the site does not have", async () => {
    const { status, body } = await fail({ subdomain: 'demo', customRoute: '/no-such-page' });
    expect(status).toBe(404);
    expect(body).toEqual({ message: 'Page not found', code: 'PAGE_NOT_FOUND' });
  });

  it('serves the default site (demo) for a plain localhost', async () => {
    const { status, body } = await load({ subdomain: 'localhost', customRoute: '/' });
    expect(status).toBe(200);
    expect(body.businessName).toBe('Kaveri Handlooms & Home');
  });

  it("keeps each site to its own pages and sections", async () => {
    const demo = await seededSite(ctx.db, 'demo');
    const sunrise = await load({ subdomain: 'sunrise', customRoute: '/' });
    expect(sunrise.status).toBe(200);
    expect(sunrise.body.businessName).toBe('Sunrise Bakery');
    expect(sunrise.body.websitePage.accountTypeId).not.toBe(demo.id);
    expect(sunrise.body.installedWidgets[0]?.allowedAllActions).toBe(false);
    expect(JSON.stringify(sunrise.body)).not.toContain('Kaveri');
    // demo has an about page, sunrise does not
    expect((await fail({ subdomain: 'sunrise', customRoute: '/about' })).status).toBe(404);
  });

  it('never serves a draft page', async () => {
    const site = await createBusiness(ctx.db, (builder, id) => {
      const palette = { primary: '#000000', secondary: '#111111', background: '#ffffff', text: '#000000' };
      builder.page(id, { keyValue: 'home', customRoute: '/', title: 'Home', colorPalette: palette });
      builder.page(id, { keyValue: 'about', customRoute: '/about', title: 'About', colorPalette: palette, status: 'draft' });
    });
    expect((await load({ subdomain: site.subdomain, customRoute: '/' })).status).toBe(200);
    expect((await fail({ subdomain: site.subdomain, customRoute: '/about' })).body.code).toBe('PAGE_NOT_FOUND');
    expect((await load({ subdomain: site.subdomain })).body.pages.map((p) => p.customRoute)).toEqual(['/']);
  });

  it.each([
    [{ customRoute: '/' }, 'subdomain'],
    [{ subdomain: 'bad sub!' }, 'subdomain'],
    [{ subdomain: 'demo', viewMode: 'tv' }, 'viewMode'],
    [{ subdomain: 'demo', customRoute: `/${'x'.repeat(300)}` }, 'customRoute'],
    [{ subdomain: 'demo', page: '1' }, 'page'],
    [{ subdomain: 'demo', customRoute: '/\u0000' }, 'NUL'],
  ])('refuses %j with 400 naming %s', async (query, field) => {
    const { status, body } = await fail(query as Record<string, string>);
    expect(status).toBe(400);
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.message).toContain(field);
  });
});
