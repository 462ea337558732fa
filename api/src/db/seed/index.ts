import { count } from 'drizzle-orm';
import { hashPassword } from '../../auth/password';
import type { Database } from '../client';
import { idFactory } from '../ids';
import { businesses } from '../schema';
import { buildDemoSite, DEMO_OWNER, DEMO_SUBDOMAIN } from './demo';
import { buildDemoCustomers, DEMO_CUSTOMER } from './demo/customers';
import { Random } from './random';
import type { FileStorage } from '../../uploads/file-storage';
import { AssetWriter } from './asset-writer';
import { SiteBuilder } from './site-builder';
import { buildSunriseSite, SUNRISE_SUBDOMAIN } from './sunrise';

/** Seed of the pseudo-random source and the clock of the seed: same data, same ids, every run. */
export const SEED = 20_250_101;
export const SEED_CLOCK = new Date('2025-06-01T09:00:00.000Z');

export interface SeedOptions {
  /** Where generated images go (the upload storage); null skips writing files (the URLs are stored all the same). */
  storage: FileStorage | null;
  log?: (line: string) => void;
}

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(businesses);
  return Number(row?.n ?? 0) === 0;
}

/**
 * Builds the rows of the demo sites in memory (and writes their images when `storage` is given):
 * Kaveri Handlooms & Home on `demo` (every page type, 4 catalogues, 70+ items, chat widget, payment
 * settings, an owner) and Sunrise Bakery on `sunrise`. Deterministic: same rows and ids every run.
 */
export async function buildSeed(storage: FileStorage | null) {
  const random = new Random(SEED);
  const site = new SiteBuilder(idFactory(random.next, SEED_CLOCK), SEED_CLOCK);
  // One fixed salt keeps the seed deterministic; real owners get a random salt from hashPassword().
  const passwordHash = await hashPassword(DEMO_OWNER.password, Buffer.from('kaveri-demo-salt'));
  const demoAssets = new AssetWriter(storage, DEMO_SUBDOMAIN);
  const demo = buildDemoSite(site, random, demoAssets, passwordHash);
  const sunriseAssets = new AssetWriter(storage, SUNRISE_SUBDOMAIN);
  const sunrise = buildSunriseSite(site, random, sunriseAssets, passwordHash);
  // after both sites, so adding the shopper never changes the ids of what was seeded before
  buildDemoCustomers(site, demo.businessId);
  await demoAssets.render();
  await sunriseAssets.render();
  return {
    site,
    summary: [
      `built ${DEMO_SUBDOMAIN}: Kaveri Handlooms & Home, ${demo.products} items, ${demoAssets.written} images written`,
      `built ${SUNRISE_SUBDOMAIN}: Sunrise Bakery, ${sunrise.products} items, ${sunriseAssets.written} images written`,
    ],
    demoId: demo.businessId,
    sunriseId: sunrise.businessId,
  };
}

/** Writes the demo sites into an empty database (see buildSeed), printing progress lines. */
export async function seedDatabase(db: Database, options: SeedOptions): Promise<void> {
  const log = options.log ?? (() => undefined);
  const started = Date.now();
  const { site, summary, demoId, sunriseId } = await buildSeed(options.storage);
  summary.forEach((line) => log(line));
  await db.transaction(async (tx) => site.insert(tx as unknown as Database, { invoicePaidOrders: true }));
  log(`inserted rows in ${Date.now() - started} ms`);
  log(`sites: http://${DEMO_SUBDOMAIN}.localhost (accountTypeId ${demoId}), http://${SUNRISE_SUBDOMAIN}.localhost (accountTypeId ${sunriseId})`);
  log(`owner login: ${DEMO_OWNER.email} / ${DEMO_OWNER.password} (also owner@sunrise.localhost)`);
  log(`demo shopper: ${DEMO_CUSTOMER.name}, ${DEMO_CUSTOMER.countryCode} ${DEMO_CUSTOMER.phoneNumber} (two orders and a conversation on ${DEMO_SUBDOMAIN})`);
}
