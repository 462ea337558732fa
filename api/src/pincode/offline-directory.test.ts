import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DIRECTORY_FILE, indexDirectory, offlineDirectory } from './offline-directory';
import { titleCase } from './pincode-lookup';

/** Lines as the directory writes them: country, pincode, office, state, state code, district, district code, sub-district, … */
const LINES = [
  ['IN', '560001', 'CMM Court Complex S.O', 'Karnataka', '19', 'Bangalore', '', 'Bangalore', '', '12.97', '77.59', '4'],
  ['IN', '560001', 'Vasanthanagar S.O', 'Karnataka', '19', 'Bangalore', '', 'NA', '', '12.97', '77.59', '4'],
  ['IN', '744101', 'Port Blair H.O', 'Andaman & Nicobar Islands', '01', 'South Andaman', '', 'Port Blair', '', '11.6', '92.7', '4'],
  // a border pincode: most of its offices answer
  ['IN', '396230', 'Amboli', 'Gujarat', '09', 'Valsad', '', 'Umbergaon', '', '20.19', '73.07', '3'],
  ['IN', '396230', 'Silvassa', 'Dadra and Nagar Haveli and Daman and Diu', '52', 'Dadra & Nagar Haveli', '', '', '', '20.19', '73.07', '3'],
  ['IN', '396230', 'Khanvel', 'Dadra and Nagar Haveli and Daman and Diu', '52', 'Dadra & Nagar Haveli', '', '', '', '20.19', '73.07', '3'],
  ['IN', '194101', 'Leh H.O', 'Jammu & Kashmir', '12', 'Leh', '', 'Ladakh', '', '34.36', '75.59', '1'],
  ['IN', '190001', 'Srinagar G.P.O.', 'Jammu & Kashmir', '12', 'Srinagar', '', 'Srinagar', '', '34.08', '74.8', '1'],
  ['IN', '492001', 'Raipur H.O', 'Chattisgarh', '37', 'Raipur', '', 'Raipur', '', '21.28', '81.82', '3'],
  // not a pincode line: skipped
  ['IN', 'ABC', 'Nowhere', 'Nowhere', '', '', '', '', '', '', '', ''],
  [''],
].map((fields) => fields.join('\t'));

describe('the bundled pincode directory', () => {
  let dir: string;
  let file: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'pincodes-'));
    file = path.join(dir, 'IN.txt');
    await writeFile(file, LINES.join('\n'));
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

  it("answers the district and state most of a border pincode's offices are in", async () => {
    expect(await offlineDirectory(file).lookup('396230')).toMatchObject({
      district: 'Dadra & Nagar Haveli',
      state: 'Dadra and Nagar Haveli and Daman and Diu',
      postOffices: ['Amboli', 'Silvassa', 'Khanvel'],
    });
  });

  it('files Leh under Ladakh, Srinagar under Jammu & Kashmir, and writes Chhattisgarh as it is spelt', async () => {
    const directory = offlineDirectory(file);
    expect(await directory.lookup('194101')).toMatchObject({ district: 'Leh', state: 'Ladakh' });
    expect(await directory.lookup('190001')).toMatchObject({ district: 'Srinagar', state: 'Jammu & Kashmir' });
    expect(await directory.lookup('492001')).toMatchObject({ district: 'Raipur', state: 'Chhattisgarh' });
  });

  describe('the package data', () => {
    const real = offlineDirectory();

    it.each([
      ['500001', 'Hyderabad', 'Telangana'],
      ['110001', 'Central Delhi', 'Delhi'],
      ['560001', 'Bengaluru', 'Karnataka'],
      ['194101', 'Leh', 'Ladakh'],
      ['194103', 'Kargil', 'Ladakh'],
      ['190001', 'Srinagar', 'Jammu & Kashmir'],
      ['396210', 'Daman', 'Dadra and Nagar Haveli and Daman and Diu'],
      ['396230', 'Dadra & Nagar Haveli', 'Dadra and Nagar Haveli and Daman and Diu'],
      ['362520', 'Diu', 'Dadra and Nagar Haveli and Daman and Diu'],
      ['605001', 'Pondicherry', 'Puducherry'],
      ['492001', 'Raipur', 'Chhattisgarh'],
      ['834001', 'Ranchi', 'Jharkhand'],
      ['248001', 'Dehradun', 'Uttarakhand'],
    ])('gives %s: %s, %s', async (pincode, district, state) => {
      expect(await real.lookup(pincode)).toMatchObject({ pincode, district, state, circle: state });
    });

    it('answers null for a pincode no office has', async () => {
      expect(await real.lookup('000000')).toBeNull();
    });

    it('names no state that no longer exists under that name', async () => {
      const offices = (await import('node:fs/promises')).readFile(DIRECTORY_FILE, 'utf8');
      const states = new Set([...indexDirectory(await offices).values()].map((entry) => entry.state));
      for (const gone of ['Daman & Diu', 'Dadra & Nagar Haveli', 'Chattisgarh', 'Pondicherry', 'Orissa', 'Uttaranchal']) expect(states).not.toContain(gone);
      expect(states).toContain('Telangana');
      expect(states).toContain('Ladakh');
      expect(states.size).toBe(36);
    });
  });

  it.each([
    ['KARNATAKA', 'Karnataka'],
    ['ANDAMAN & NICOBAR ISLANDS', 'Andaman & Nicobar Islands'],
    ['DADRA & NAGAR HAVELI', 'Dadra & Nagar Haveli'],
    ['JAMMU AND KASHMIR', 'Jammu and Kashmir'],
  ])('writes %s as %s', (shouted, written) => expect(titleCase(shouted)).toBe(written));
});
