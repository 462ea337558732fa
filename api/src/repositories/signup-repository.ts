import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import { CONFIRMATION_TTL_MS, SUBDOMAIN_MAX, type SignupTemplate } from '../contracts';
import type { Database } from '../db/client';
import { newId } from '../db/ids';
import { businesses, owners } from '../db/schema';
import { SiteBuilder } from '../db/seed/site-builder';
import { buildTemplateSite } from '../db/seed/template-site';

export interface SignupInput {
  email: string;
  name: string;
  passwordHash: string;
  businessName: string;
  subdomain: string;
  template: SignupTemplate;
}

/** The stored form of a confirmation token: its SHA-256, so a copy of the database confirms nobody. */
export const confirmationTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export async function subdomainTaken(db: Database, subdomain: string): Promise<boolean> {
  const [row] = await db.select({ id: businesses.id }).from(businesses).where(eq(businesses.subdomain, subdomain)).limit(1);
  return row !== undefined;
}

/** A free subdomain near the wanted one: `name-2`, `name-3`… (shortened to fit), or `name-` and random digits. */
export async function suggestSubdomain(db: Database, subdomain: string): Promise<string> {
  for (let n = 2; n < 10; n += 1) {
    const candidate = `${subdomain.slice(0, SUBDOMAIN_MAX - 2).replace(/-+$/, '')}-${n}`;
    if (!(await subdomainTaken(db, candidate))) return candidate;
  }
  return `${subdomain.slice(0, SUBDOMAIN_MAX - 5).replace(/-+$/, '')}-${randomBytes(2).readUInt16BE() % 10_000}`;
}

export async function emailOwnsSite(db: Database, email: string): Promise<boolean> {
  const [row] = await db.select({ id: owners.id }).from(owners).where(eq(owners.email, email)).limit(1);
  return row !== undefined;
}

/**
 * Creates the business, its unconfirmed owner and its published template site in one transaction, so a
 * failure leaves nothing half made. Answers the confirmation token (only its hash is stored).
 */
export async function createSignup(db: Database, input: SignupInput, now: Date): Promise<{ businessId: string; token: string }> {
  const token = randomBytes(32).toString('base64url');
  const site = new SiteBuilder(() => newId(now), now);
  const businessId = site.business({ subdomain: input.subdomain, name: input.businessName, isPremium: false, templateSlug: input.template });
  site.owner(businessId, {
    email: input.email,
    name: input.name,
    passwordHash: input.passwordHash,
    emailConfirmed: false,
    confirmationTokenHash: confirmationTokenHash(token),
    confirmationExpiresAt: new Date(now.getTime() + CONFIRMATION_TTL_MS),
  });
  buildTemplateSite(site, businessId, { template: input.template, businessName: input.businessName, year: now.getUTCFullYear() });
  await db.transaction(async (tx) => site.insert(tx as unknown as Database));
  return { businessId, token };
}

export type ConfirmResult = { status: 'confirmed'; subdomain: string } | { status: 'expired' } | { status: 'invalid' };

/** Marks the token's owner confirmed and forgets the token (a link works once). */
export async function confirmOwnerEmail(db: Database, token: string, now: Date): Promise<ConfirmResult> {
  const hash = confirmationTokenHash(token);
  const [confirmed] = await db
    .update(owners)
    .set({ emailConfirmed: true, confirmationTokenHash: null, confirmationExpiresAt: null })
    .where(and(eq(owners.confirmationTokenHash, hash), gt(owners.confirmationExpiresAt, now)))
    .returning({ businessId: owners.businessId });
  if (confirmed) {
    const [business] = await db.select({ subdomain: businesses.subdomain }).from(businesses).where(eq(businesses.id, confirmed.businessId));
    return { status: 'confirmed', subdomain: business?.subdomain ?? '' };
  }
  const [stale] = await db.select({ id: owners.id }).from(owners).where(eq(owners.confirmationTokenHash, hash)).limit(1);
  return stale ? { status: 'expired' } : { status: 'invalid' };
}
