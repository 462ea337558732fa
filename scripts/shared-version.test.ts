import { fingerprint, packageVersion, recorded } from './shared-version.cjs';

describe("shared's version", () => {
  it('names the store and contracts it was recorded with: a change to them needs a new version (node scripts/shared-version.cjs)', () => {
    const record = recorded();
    expect(record.version).toBe(packageVersion());
    expect({ version: record.version, fingerprint: fingerprint() }).toEqual(record);
  });
});
