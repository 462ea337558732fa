import { eq } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE, type OpenInterval } from 'shared/rules';
import type { BusinessHours } from '../contracts';
import type { Database } from '../db/client';
import { businessHours } from '../db/schema';

/** Weekdays 10 am to 7 pm, Sunday closed: what the form starts from before the owner saves. */
const STARTING_WEEK: OpenInterval[][] = [...Array.from({ length: 6 }, () => [{ open: '10:00', close: '19:00' }]), []];

/** The business's hours as saved, or the form's starting point (off) when it has none. */
export async function readBusinessHours(db: Database, businessId: string): Promise<BusinessHours> {
  const [row] = await db.select().from(businessHours).where(eq(businessHours.businessId, businessId)).limit(1);
  if (!row) return { enabled: false, timeZone: DEFAULT_TIME_ZONE, week: STARTING_WEEK, awayMessage: '' };
  return { enabled: row.enabled, timeZone: row.timeZone, week: row.week, awayMessage: row.awayMessage };
}

/** Saves the whole set in one statement. */
export async function saveBusinessHours(db: Database, businessId: string, hours: BusinessHours, at: Date): Promise<void> {
  const values = { ...hours, updatedAt: at };
  await db
    .insert(businessHours)
    .values({ businessId, ...values })
    .onConflictDoUpdate({ target: businessHours.businessId, set: values });
}
