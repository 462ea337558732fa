import { CHAT_SETTINGS_PATHS as PATHS, SITE_CHANGED_HEADER, type ChatSettingsAnswer, type EditableTopic } from '../../contracts';
import { describeEachDatabase } from '../../test/databases';
import { castOf, call, type Cast } from '../../test/people-and-orders';
import { storefrontPage, templateSite } from '../business-settings/business-settings-test-kit';

describeEachDatabase("the chat widget's settings", (ctx) => {
  let cast: Cast;
  beforeAll(async () => {
    cast = await castOf(ctx);
  });
  const read = (token: string) => call<ChatSettingsAnswer>(ctx, 'GET', PATHS.settings, { token });
  const save = (token: string, body: Record<string, unknown>) => call<ChatSettingsAnswer>(ctx, 'POST', PATHS.settings, { token, body });
  const widgetOf = async (subdomain: string) => (await storefrontPage(ctx, subdomain)).body.installedWidgets.find((w) => w.type === 'chatWidget')!;

  it("reads the owner's widget: title, colour, topics of every kind in order, prices in paise, and what can be added", async () => {
    const { status, body } = await read(cast.owner.token);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ headerTitle: 'Chat with Kaveri', themeColor: '#B45309', enabled: true });
    expect(body.data.topics.map((t) => [t.type, t.name])).toEqual([
      ['catalogue', 'Shop Sarees & Apparel'],
      ['catalogue', 'Book a Service'],
      ['custom', 'Track my order'],
      ['custom', 'Custom Kanjivaram weaving'],
      ['template', 'Bulk & wedding orders'],
    ]);
    expect(body.data.topics[3]).toMatchObject({ pricePaise: 2_500_000, quickReply: 'I would like a custom Kanjivaram saree woven.' });
    expect(body.catalogues.length).toBeGreaterThan(0);
    expect(body.templates.map((t) => t.key)).toContain('bulk-enquiry');
  });

  it('refuses shoppers and callers without a token', async () => {
    expect((await read(cast.customerA.token)).status).toBe(403);
    expect((await call(ctx, 'GET', PATHS.settings)).status).toBe(401);
    expect((await save(cast.customerA.token, { headerTitle: 'x', themeColor: '#000', enabled: true, topics: [] })).status).toBe(403);
  });

  it('saves title, colour and reordered topics, and the widget of the next page load shows them; payment settings stay', async () => {
    const { body: before } = await read(cast.owner.token);
    const paymentBefore = (await widgetOf('demo')).settings.payment;
    const topics = [...before.data.topics].reverse();
    const custom: EditableTopic = { type: 'custom', name: 'Gift wrapping', description: 'Ask us to wrap it', quickReply: 'Please gift wrap my order.', pricePaise: 4_900, image: null };
    const { status, body } = await save(cast.owner.token, { headerTitle: ' Talk to Kaveri ', themeColor: '#0f766e', enabled: true, topics: [custom, ...topics] });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ headerTitle: 'Talk to Kaveri', themeColor: '#0F766E' });

    const widget = await widgetOf('demo');
    expect(widget.settings).toMatchObject({ headerTitle: 'Talk to Kaveri', themeColor: '#0F766E', payment: paymentBefore });
    expect(widget.settings.topics.map((t) => t.name)).toEqual(['Gift wrapping', ...topics.map((t) => t.name)]);
    expect(widget.settings.topics[0]).toMatchObject({ type: 'custom', price: 49, quickReply: 'Please gift wrap my order.', catalogueId: null });
    const service = widget.settings.topics.find((t) => t.name === 'Book a Service');
    expect(service).toMatchObject({ type: 'catalogue', catalogueType: 'service' });
    // the host's server drops the site's cached pages on this mark, so the next page load has the new widget
    const marked = await ctx.app.inject({ method: 'POST', url: PATHS.settings, headers: { authorization: `Bearer ${cast.owner.token}` }, payload: { ...before.data } });
    expect(marked.headers[SITE_CHANGED_HEADER]).toBe('1');
    // the seeded order again, for the other tests of this file
    expect((await save(cast.owner.token, { ...before.data })).status).toBe(200);
  });

  it('adds a catalogue topic taking its kind from the catalogue, and a template topic; switches the chat on', async () => {
    const site = await templateSite(ctx);
    const { body } = await read(site.owner.token);
    expect(body.data.enabled).toBe(false);
    const catalogue = body.catalogues[0]!;
    const saved = await save(site.owner.token, {
      headerTitle: 'Chat with Asha',
      themeColor: '#123',
      enabled: true,
      topics: [
        { type: 'catalogue', catalogueId: catalogue.id, name: 'Browse', description: '', image: null },
        { type: 'template', templateKey: 'visit-booking', name: 'Book a visit', description: 'Pick a day', pricePaise: null, image: null },
      ],
    });
    expect(saved.status).toBe(200);
    const widget = await widgetOf(site.subdomain);
    expect(widget.allowedAllActions).toBe(true);
    expect(widget.settings.themeColor).toBe('#112233');
    expect(widget.settings.topics).toEqual([
      expect.objectContaining({ type: 'catalogue', catalogueId: catalogue.id, catalogueType: catalogue.type }),
      expect.objectContaining({ type: 'template', templateKey: 'visit-booking', price: null }),
    ]);
  });

  it("refuses another business's catalogue with 404 and writes nothing", async () => {
    const site = await templateSite(ctx);
    const demoCatalogue = (await read(cast.owner.token)).body.catalogues[0]!.id;
    const before = await widgetOf(site.subdomain);
    const { status } = await save(site.owner.token, {
      headerTitle: 'Chat',
      themeColor: '#000000',
      enabled: true,
      topics: [{ type: 'catalogue', catalogueId: demoCatalogue, name: 'Theirs', description: '', image: null }],
    });
    expect(status).toBe(404);
    expect(await widgetOf(site.subdomain)).toEqual(before);
  });

  it.each([
    [{ themeColor: 'teal' }, 'Enter a colour'],
    [{ themeColor: '#12345' }, 'Enter a colour'],
    [{ headerTitle: '' }, 'is required'],
    [{ topics: [{ type: 'custom', name: 'A', description: '', quickReply: '', pricePaise: null, image: null }, { type: 'custom', name: 'a', description: '', quickReply: '', pricePaise: null, image: null }] }, 'Another topic has this name'],
    [{ topics: [{ type: 'custom', name: 'A', description: '', quickReply: '', pricePaise: 10.5, image: null }] }, 'whole paise'],
    [{ topics: [{ type: 'custom', name: 'A', description: '', quickReply: '', pricePaise: null, image: '/uploads/sunrise/images/x.png' }] }, 'picture'],
    [{ topics: [{ type: 'template', templateKey: 'made-up', name: 'A', description: '', pricePaise: null, image: null }] }, ''],
  ])('refuses %j with a 400 that says why', async (change, message) => {
    const site = await templateSite(ctx);
    const before = await widgetOf(site.subdomain);
    const { status, body } = await save(site.owner.token, { headerTitle: 'Chat', themeColor: '#000000', enabled: false, topics: [], ...change });
    expect(status).toBe(400);
    expect(body.message).toContain(message);
    expect(await widgetOf(site.subdomain)).toEqual(before);
  });
});
