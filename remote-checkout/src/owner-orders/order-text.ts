/** How the owner's order pages write dates, names and amounts. */
import { formatInr } from 'shared/format';

const dateTime = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true });
const dateOnly = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', year: 'numeric' });

/** "26 Nov 2026, 9:05 pm" in India's time, as the shop keeps it. */
export const formatWhen = (iso: string) => dateTime.format(new Date(iso));
export const formatDay = (iso: string) => dateOnly.format(new Date(iso));

/** Rupees with paise, the app's formatter. */
export const rupees = (amount: number) => formatInr(amount);

/** A customer as the owner knows them: the name, or the phone when they gave none. */
export const customerLabel = (customer: { name: string; countryCode: string; phoneNumber: string }) =>
  customer.name.trim() || `${customer.countryCode} ${customer.phoneNumber}`;
