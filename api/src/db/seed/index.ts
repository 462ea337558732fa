import { count } from 'drizzle-orm';
import { hashPassword } from '../../auth/password';
import type { Database } from '../client';
import { idFactory } from '../ids';
import { businesses } from '../schema';
import { buildDemoSite, DEMO_OWNER, DEMO_SUBDOMAIN } from './demo';
import { Random } from './random';
import { AssetWriter, SiteBuilder } from './site-builder';
import { buildSunriseSite, SUNRISE_SUBDOMAIN } from './sunrise';

/** Seed of the pseudo-random source and the clock of the seed: same data, same ids, every run. */
export const SEED = 20_250_101;
export const SEED_CLOCK = new Date('2025-06-01T09:00:00.000Z');

export interface SeedOptions {
  /** Where generated images go; null skips writing files (the URLs are stored all the same). */
  uploadsDir: string | null;
  log?: (line: string) => void;
}

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(businesses);
  return Number(row?.n ?? 0) === 0;
}

/**
 * Writes the demo sites: Kaveri Handlooms & Home on `demo` (every page type, 4 catalogues, 70+ items,
 * chat widget, payment settings, an owner) and Sunrise Bakery on `sunrise`. Deterministic.
 */
export async function seedDatabase(db: Database, options: SeedOptions): Promise<void> {
  const log = options.log ?? (() => undefined);
  const started = Date.now();
  const random = new Random(SEED);
  const site = new SiteBuilder(idFactory(random.next, SEED_CLOCK), SEED_CLOCK);
  // One fixed salt keeps the seed deterministic; real owners get a random salt from hashPassword().
  const passwordHash = await hashPassword(DEMO_OWNER.password, Buffer.from('kaveri-demo-salt'));

  const demoAssets = new AssetWriter(options.uploadsDir, DEMO_SUBDOMAIN);
  const demo = buildDemoSite(site, random, demoAssets, passwordHash);
  log(`built ${DEMO_SUBDOMAIN}: Kaveri Handlooms & Home, ${demo.products} items, ${demoAssets.written} images`);
  const sunriseAssets = new AssetWriter(options.uploadsDir, SUNRISE_SUBDOMAIN);
  const sunrise = buildSunriseSite(site, random, sunriseAssets, passwordHash);
  log(`built ${SUNRISE_SUBDOMAIN}: Sunrise Bakery, ${sunrise.products} items, ${sunriseAssets.written} images`);

  await db.transaction(async (tx) => site.insert(tx as unknown as Database));
  log(`inserted rows in ${Date.now() - started} ms`);
  log(`site http://${DEMO_SUBDOMAIN}.localhost (accountTypeId ${demo.businessId}), http://${SUNRISE_SUBDOMAIN}.localhost (accountTypeId ${sunrise.businessId})`);
  log(`owner login: ${DEMO_OWNER.email} / ${DEMO_OWNER.password} (also owner@sunrise.localhost)`);
}
