import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { offlineDirectory } from './offline-directory';
import { titleCase } from './pincode-lookup';

const OFFICES = [
  { officeName: 'CMM Court Complex S.O', pincode: 560001, taluk: 'Bangalore', districtName: 'Bangalore', stateName: 'KARNATAKA' },
  { officeName: 'Vasanthanagar S.O', pincode: 560001, taluk: 'NA', districtName: 'Bangalore', stateName: 'KARNATAKA' },
  { officeName: 'Port Blair H.O', pincode: 744101, taluk: 'Port Blair', districtName: 'South Andaman', stateName: 'ANDAMAN & NICOBAR ISLANDS' },
];

describe('the bundled pincode directory', () => {
  let dir: string;
  let file: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'pincodes-'));
    file = path.join(dir, 'pincodes.json');
    await writeFile(file, JSON.stringify(OFFICES));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("answers the first office's district and state and every office of the pincode", async () => {
    expect(await offlineDirectory(file).lookup('560001')).toEqual({
      pincode: '560001',
      district: 'Bangalore',
      state: 'Karnataka',
      circle: 'Karnataka',
      postOffices: ['CMM Court Complex S.O', 'Vasanthanagar S.O'],
    });
  });

  it('answers null for a pincode no office has', async () => {
    expect(await offlineDirectory(file).lookup('999999')).toBeNull();
  });

  it('reads the file once, on the first lookup, however many lookups run at once', async () => {
    const directory = offlineDirectory(file);
    expect(directory.loads()).toBe(0);
    await Promise.all(['560001', '744101', '999999', '560001'].map((p) => directory.lookup(p)));
    await directory.lookup('744101');
    expect(directory.loads()).toBe(1);
  });

  it('tries the file again after a failed read', async () => {
    const directory = offlineDirectory(path.join(dir, 'missing.json'));
    await expect(directory.lookup('560001')).rejects.toThrow(/ENOENT/);
    await expect(directory.lookup('560001')).rejects.toThrow(/ENOENT/);
    expect(directory.loads()).toBe(2);
  });

  it('finds real pincodes in the package data', async () => {
    const real = offlineDirectory();
    expect(await real.lookup('110001')).toMatchObject({ district: 'Central Delhi', state: 'Delhi' });
    expect(await real.lookup('000000')).toBeNull();
  });

  it.each([
    ['KARNATAKA', 'Karnataka'],
    ['ANDAMAN & NICOBAR ISLANDS', 'Andaman & Nicobar Islands'],
    ['DADRA & NAGAR HAVELI', 'Dadra & Nagar Haveli'],
    ['JAMMU AND KASHMIR', 'Jammu and Kashmir'],
  ])('writes %s as %s', (shouted, written) => expect(titleCase(shouted)).toBe(written));
});
