import { expect, test, type Locator, type Page } from '@playwright/test';
import { OWNER } from '../support/owner';
import { closePeople, clusterUrl, createRunDatabase, freshPhone, heldRequest, loginCodeFromLog, personPage, recordServers, siteGet, siteRequest, startCluster, untilStatus, type Cluster } from './cluster-kit';

/** A 2×2 PNG, real enough for the server's byte check. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==', 'base64');
/** Short, so the SIGTERM journey waits seconds, not the defaults' fifteen. */
const DRAIN_SECONDS = 2;
const TIMEOUT_SECONDS = 3;

let cluster: Cluster;
let dropDatabase: () => Promise<void> = async () => undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const database = await createRunDatabase(process.env.DATABASE_URL ?? '');
  dropDatabase = database.drop;
  cluster = await startCluster({
    env: {
      ...process.env,
      DATABASE_URL: database.url,
      CLUSTER_PORT_BASE: process.env.CLUSTER_PORT_BASE || '8180',
      SHUTDOWN_DRAIN_SECONDS: String(DRAIN_SECONDS),
      SHUTDOWN_TIMEOUT_SECONDS: String(TIMEOUT_SECONDS),
    },
    log: () => undefined,
    fresh: true,
  });
});

test.afterEach(async () => closePeople());

test.afterAll(async () => {
  await cluster?.stop();
  await dropDatabase();
});

/** The shopper and the owner of the demo, each in a browser of their own, the shopper's widget open and logged in. */
async function shopperAndOwner(browser: import('@playwright/test').Browser) {
  const owner = await personPage(browser, cluster);
  await owner.goto(clusterUrl(cluster, 'demo', `/owner?next=${encodeURIComponent('/owner/inbox')}`));
  await owner.getByLabel('Email').fill(OWNER.email);
  await owner.getByLabel('Password').fill(OWNER.password);
  await owner.getByRole('button', { name: 'Log in' }).click();
  await expect(owner.getByRole('navigation', { name: 'Conversations' })).toBeVisible();

  const shopper = await personPage(browser, cluster);
  const servers = recordServers(shopper);
  await shopper.goto(clusterUrl(cluster, 'demo', '/'));
  await shopper.getByRole('button', { name: 'Open chat' }).click();
  const widget = shopper.getByRole('dialog', { name: /Chat with/ });
  const phone = freshPhone();
  await widget.getByLabel('Phone number').fill(phone);
  await widget.getByRole('button', { name: 'Send Code' }).click();
  await widget.getByLabel('Verification code').fill(await loginCodeFromLog(cluster, phone));
  await expect(widget.getByText('How can we help you today?')).toBeVisible();
  await widget.getByRole('button', { name: /Track my order/ }).click();
  return { owner, shopper, widget, phone, servers, thread: widget.getByRole('log', { name: 'Messages' }) };
}

async function send(widget: Locator, text: string) {
  await widget.getByRole('textbox', { name: 'Message' }).fill(text);
  await widget.getByRole('textbox', { name: 'Message' }).press('Enter');
}

async function openConversation(owner: Page, phone: string): Promise<Locator> {
  await owner.getByRole('navigation', { name: 'Conversations' }).getByRole('button', { name: new RegExp(phone) }).click();
  return owner.getByRole('log', { name: /Messages with/ });
}

test('a shopper logs in, chats, uploads an image and orders through nginx while requests alternate between processes; the owner sees it live', async ({ browser }) => {
  const { owner, shopper, widget, phone, servers, thread } = await shopperAndOwner(browser);

  await send(widget, 'Is the peacock blue Kanjivaram in stock?');
  await expect(thread.getByText('Is the peacock blue Kanjivaram in stock?')).toBeVisible();
  const ownerThread = await openConversation(owner, phone);
  await expect(ownerThread.getByText('Is the peacock blue Kanjivaram in stock?')).toBeVisible();

  // the image is stored once, in the object store, and every API process serves it through every host
  await widget.getByLabel('Image to attach').setInputFiles({ name: 'saree.png', mimeType: 'image/png', buffer: PNG });
  const preview = widget.getByRole('group', { name: 'Attachment preview' });
  await preview.getByLabel('Caption (optional)').fill('Like this one');
  await preview.getByRole('button', { name: 'Send' }).click();
  const image = thread.locator('img[src*="/chat-widget/images/"]');
  await expect(image).toHaveCount(1);
  await expect(ownerThread.getByText('Like this one')).toBeVisible();
  const imagePath = new URL((await image.getAttribute('src')) ?? '', clusterUrl(cluster, 'demo')).pathname;
  const answers = [];
  for (let i = 0; i < 4; i += 1) answers.push(await siteGet(cluster, imagePath));
  expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
  expect(new Set(answers.map((answer) => answer.headers['x-cluster-api'])).size).toBe(2);
  expect(answers.every((answer) => answer.body.equals(PNG))).toBe(true);

  // the owner answers; the shopper sees it at once, whichever API process each socket is on
  await owner.getByLabel(/Reply to/).fill('Yes, two pieces left in peacock blue.');
  await owner.getByRole('button', { name: 'Send' }).click();
  await expect(thread.getByText('Yes, two pieces left in peacock blue.')).toBeVisible();

  // an order: Buy Now on a product, an address, Create Order
  await shopper.goto(clusterUrl(cluster, 'demo', '/'));
  const query = new URLSearchParams({ accountTypeId: await accountTypeId(), limit: '100' });
  const products = JSON.parse((await siteGet(cluster, `/business_website/catalogue/product/get_catalogue_product_items_for_public?${query}`)).body.toString()) as { data: Product[] };
  const buyable = products.data.find((p) => p.button === 'Buy' && p.pricing.priceVisible && p.shipping.available && p.inventory.stockStatus === 'In Stock' && p.variants.length === 0);
  if (!buyable) throw new Error('the demo seed lost its buyable product');
  await shopper.goto(clusterUrl(cluster, 'demo', `/product-details?name=${encodeURIComponent(buyable.slug)}`));
  await shopper.waitForFunction(() => performance.getEntriesByName('first-screen-live').length > 0);
  await shopper.getByRole('button', { name: 'Buy Now' }).click();
  await widget.getByRole('button', { name: 'Add address' }).click();
  const sheet = shopper.getByRole('dialog', { name: 'Add New Address' });
  await sheet.getByLabel('Full name').fill('Meera Iyer');
  await sheet.getByLabel('Phone').fill('9845011111');
  await sheet.getByLabel('Address line 1').fill('12, 4th Cross, Malleswaram');
  await sheet.getByLabel('Pincode').fill('560003');
  await expect(sheet.getByLabel('State')).toHaveValue(/karnataka/i);
  await sheet.getByRole('button', { name: 'Save' }).click();
  await widget.getByRole('button', { name: 'Create Order' }).click();
  await expect(thread.getByText('Order Created')).toBeVisible();
  await expect(ownerThread.getByText('Order Created')).toBeVisible();

  // round-robin without sticky sessions: the shopper's requests reached both hosts and both API processes
  expect([...servers.hosts].sort()).toEqual(cluster.ports.hosts.map((port) => `127.0.0.1:${port}`));
  expect([...servers.apis].sort()).toEqual(cluster.ports.apis.map((port) => `127.0.0.1:${port}`));
});

const PAGE_PATH = '/business_website/page/get_published_website_specific_page?subdomain=demo&customRoute=%2F';

interface Product {
  slug: string;
  button: string;
  pricing: { priceVisible: boolean };
  shipping: { available: boolean };
  inventory: { stockStatus: string };
  variants: unknown[];
}

async function accountTypeId(): Promise<string> {
  const answer = await siteGet(cluster, PAGE_PATH);
  return (JSON.parse(answer.body.toString()) as { websitePage: { accountTypeId: string } }).websitePage.accountTypeId;
}

test('an API process killed mid-chat: the sockets carry on through the other one and nothing is lost', async ({ browser }) => {
  const { owner, widget, phone, thread } = await shopperAndOwner(browser);
  await send(widget, 'Before anything breaks');
  const ownerThread = await openConversation(owner, phone);
  await expect(ownerThread.getByText('Before anything breaks')).toBeVisible();

  // each process in turn, so whichever one held the shopper's or the owner's socket is killed once
  for (const name of ['api-1', 'api-2']) {
    const victim = cluster.processOf(name);
    const exited = new Promise((resolve) => victim?.once('exit', resolve));
    victim?.kill('SIGKILL');
    await exited;
    await send(widget, `Sent as ${name} died`);
    await owner.getByLabel(/Reply to/).fill(`Answered as ${name} died`);
    await owner.getByRole('button', { name: 'Send' }).click();
    await expect(ownerThread.getByText(`Sent as ${name} died`)).toHaveCount(1);
    await expect(thread.getByText(`Answered as ${name} died`)).toHaveCount(1);
    await expect(thread.getByLabel('Waiting to send')).toHaveCount(0);
    // the supervisor starts it again; wait, so the next round still has a process to fail over to
    await untilStatus(`http://127.0.0.1:${cluster.ports.apis[name === 'api-1' ? 0 : 1]}/health/ready`, 200, 60_000);
  }

  // nothing doubled or lost in what the database kept
  await owner.reload();
  const kept = await openConversation(owner, phone);
  for (const text of ['Before anything breaks', 'Sent as api-1 died', 'Answered as api-1 died', 'Sent as api-2 died', 'Answered as api-2 died']) {
    await expect(kept.getByText(text)).toHaveCount(1);
  }
});

test("an owner's edit through one host shows at once on the other host, whose cached page Redis told it to drop", async () => {
  const [first, second] = cluster.ports.hosts as [number, number];
  const name = (html: Buffer) => html.toString().includes('Kaveri Weaves of Kanchi');
  // both hosts render the home page and keep it (30 s)
  for (const port of [first, second]) expect(name((await siteGet(cluster, '/', port)).body)).toBe(false);

  const login = await siteRequest(cluster, 'POST', '/auth/owner_login', { port: first, body: { ...OWNER, subdomain: 'demo' } });
  const { accessToken } = JSON.parse(login.body.toString()) as { accessToken: string };
  const profile = JSON.parse((await siteRequest(cluster, 'GET', '/business_website/settings/business', { port: first, token: accessToken })).body.toString()) as {
    data: { businessName: string; logo: string | null; contactPhone: string; contactEmail: string; address: Record<string, string>; gstin: string; template: string | null };
  };
  const { logo, contactPhone, contactEmail, address, gstin, template } = profile.data;
  const saved = await siteRequest(cluster, 'POST', '/business_website/settings/business', {
    port: first,
    token: accessToken,
    body: { businessName: 'Kaveri Weaves of Kanchi', logo, contactPhone, contactEmail, address, gstin, template: template ?? 'e-commerce-catalogue' },
  });
  expect(saved.status).toBe(200);

  await expect.poll(async () => name((await siteGet(cluster, '/', second)).body), { timeout: 2_000 }).toBe(true);
  expect(name((await siteGet(cluster, '/', first)).body)).toBe(true);
});

test('a SIGTERM drains an API process: readiness answers 503 first, a request in flight finishes, the deadline ends the rest', async () => {
  const port = cluster.ports.apis[1]!;
  const victim = cluster.processOf('api-2');
  if (!victim) throw new Error('api-2 is not running');
  const exit = new Promise<number | null>((resolve) => victim.once('exit', (code) => resolve(code)));
  const body = JSON.stringify({ email: 'nobody', password: '' }).padEnd(400, ' ');
  const finishing = heldRequest(port, '/auth/owner_login', body);
  const abandoned = heldRequest(port, '/auth/owner_login', body);
  await Promise.all([finishing.opened, abandoned.opened]);

  const stoppedAt = Date.now();
  victim.kill('SIGTERM');
  await untilStatus(`http://127.0.0.1:${port}/health/ready`, 503, 1_500);
  // the balancer keeps serving the site meanwhile
  expect((await siteGet(cluster, PAGE_PATH)).status).toBe(200);

  finishing.finish();
  expect(await finishing.answered()).toBe(400);
  const cut = await abandoned.closed;
  expect(cut.status).toBeNull();
  expect(cut.at - stoppedAt).toBeGreaterThanOrEqual((DRAIN_SECONDS + TIMEOUT_SECONDS) * 1000 - 500);
  // ended by the deadline, not by everything finishing
  expect(await exit).toBe(1);
});
