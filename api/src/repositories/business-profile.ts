import { and, eq } from 'drizzle-orm';
import type { BusinessProfile, SectionValue } from '../contracts';
import type { Database } from '../db/client';
import { businesses, fixedSections } from '../db/schema';

/** The footer entries the site shows its contact details from (host/src/layout/DesktopFooter.tsx). */
export const FOOTER_CONTACT_KEYS = { phone: 'Contact - Phone', email: 'Contact - Email', address: 'Contact - Address' } as const;
/** The header entry the site shows as its name, before the business's name (host/src/layout/DesktopHeader.tsx). */
const HEADER_NAME_KEY = 'Logo text';

const valueOf = (values: readonly SectionValue[], key: string) => values.find((v) => v.key === key)?.value ?? '';

/** The address as the footer shows it: the street on its own line, then city, state and pincode. */
export function footerAddress(address: BusinessProfile['address']): string {
  const place = [address.city, address.state].filter(Boolean).join(', ');
  const last = [place, address.pincode].filter(Boolean).join(' ');
  return [address.addressLine, last].filter(Boolean).join('\n');
}

/**
 * A footer's address block as the profile's parts: its last line read as `City, State 560001` when it ends
 * in a pincode (the form footerAddress writes), the lines before it as the street; else all of it is the street.
 */
export function splitFooterAddress(text: string): BusinessProfile['address'] {
  const lines = text.split('\n');
  const last = /^(.*?)(?:,\s*([^,]*?))?\s+(\d{6})$/.exec(lines.at(-1)?.trim() ?? '');
  if (lines.length < 2 || !last) return { addressLine: text, city: '', state: '', pincode: '' };
  return { addressLine: lines.slice(0, -1).join('\n'), city: last[1] ?? '', state: last[2] ?? '', pincode: last[3] ?? '' };
}

async function fixedValues(db: Database, businessId: string, kind: 'header' | 'footer') {
  const [row] = await db
    .select({ id: fixedSections.id, values: fixedSections.values })
    .from(fixedSections)
    .where(and(eq(fixedSections.businessId, businessId), eq(fixedSections.kind, kind)))
    .limit(1);
  return row;
}

/**
 * The profile as the owner edits it. A business that never saved one (a seeded site) shows what its
 * footer shows today (its address split as splitFooterAddress reads it), so saving unchanged changes nothing.
 */
export async function readBusinessProfile(db: Database, businessId: string): Promise<BusinessProfile | undefined> {
  const [b] = await db.select().from(businesses).where(eq(businesses.id, businessId)).limit(1);
  if (!b) return undefined;
  const footer = (await fixedValues(db, businessId, 'footer'))?.values ?? [];
  const saved = b.contactPhone !== null;
  return {
    businessName: b.name,
    logo: b.logo,
    contactPhone: saved ? (b.contactPhone ?? '') : valueOf(footer, FOOTER_CONTACT_KEYS.phone),
    contactEmail: saved ? (b.contactEmail ?? '') : valueOf(footer, FOOTER_CONTACT_KEYS.email),
    address: saved
      ? { addressLine: b.addressLine ?? '', city: b.city ?? '', state: b.state ?? '', pincode: b.pincode ?? '' }
      : splitFooterAddress(valueOf(footer, FOOTER_CONTACT_KEYS.address)),
    gstin: b.gstin ?? '',
    template: b.templateSlug,
    subdomain: b.subdomain,
    isPremium: b.isPremium,
  };
}

/** `values` with `key`'s entries replaced by one holding `value`, or removed when it is empty; order kept. */
function withEntry(values: readonly SectionValue[], key: string, value: string): SectionValue[] {
  const at = values.findIndex((v) => v.key === key);
  const rest = values.filter((v) => v.key !== key);
  if (!value) return rest;
  const entry: SectionValue = { ...(at >= 0 ? values[at] : {}), key, value };
  if (at < 0) return [...rest, entry];
  return [...rest.slice(0, at), entry, ...rest.slice(at)];
}

export type ProfileWrite = Omit<BusinessProfile, 'subdomain' | 'isPremium' | 'template'> & { template: string };

/**
 * Saves the profile and what the site shows of it, in one transaction: the footer's contact entries, and
 * the header's name when it was the old business name (the sign-up wrote it so; a header text the owner
 * changed is theirs and stays). Sections, pages and the catalogue are never touched: changing the
 * template changes only which renderer draws them.
 */
export async function saveBusinessProfile(db: Database, businessId: string, profile: ProfileWrite, now: Date): Promise<void> {
  await db.transaction(async (txDb) => {
    const tx = txDb as unknown as Database;
    const [before] = await tx.select({ name: businesses.name }).from(businesses).where(eq(businesses.id, businessId)).for('update');
    if (!before) return;
    const { address } = profile;
    await tx
      .update(businesses)
      .set({
        name: profile.businessName,
        logo: profile.logo,
        contactPhone: profile.contactPhone,
        contactEmail: profile.contactEmail,
        addressLine: address.addressLine,
        city: address.city,
        state: address.state,
        pincode: address.pincode,
        gstin: profile.gstin || null,
        templateSlug: profile.template,
        updatedAt: now,
      })
      .where(eq(businesses.id, businessId));

    const footer = await fixedValues(tx, businessId, 'footer');
    if (footer) {
      let values = withEntry(footer.values, FOOTER_CONTACT_KEYS.phone, profile.contactPhone);
      values = withEntry(values, FOOTER_CONTACT_KEYS.email, profile.contactEmail);
      values = withEntry(values, FOOTER_CONTACT_KEYS.address, footerAddress(address));
      await tx.update(fixedSections).set({ values, updatedAt: now }).where(eq(fixedSections.id, footer.id));
    }
    const header = await fixedValues(tx, businessId, 'header');
    if (header && valueOf(header.values, HEADER_NAME_KEY) === before.name && before.name !== profile.businessName) {
      await tx.update(fixedSections).set({ values: withEntry(header.values, HEADER_NAME_KEY, profile.businessName), updatedAt: now }).where(eq(fixedSections.id, header.id));
    }
  });
}

/** Moves the business to `subdomain`; the unique index refuses one taken meanwhile (the caller maps it). */
export async function moveSubdomain(db: Database, businessId: string, subdomain: string, now: Date): Promise<void> {
  await db.update(businesses).set({ subdomain, updatedAt: now }).where(eq(businesses.id, businessId));
}
