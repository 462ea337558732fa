import { GSTIN_MESSAGES as M, gstinCheckCharacter, gstinProblem, normalizeGstin } from './gstin';

describe('GSTIN', () => {
  // GSTINs as businesses print them on their invoices (the check character is GSTN's, not ours)
  it.each(['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '24AAACC1206D1ZM', '38AAPFU0939F1ZS'])('accepts %s', (gstin) => {
    expect(gstinProblem(gstin)).toBeNull();
  });

  it('computes the mod-36 check character from the first 14 characters', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(gstinCheckCharacter('29AAGCB7383J1Z')).toBe('4');
    expect(gstinCheckCharacter('27AAPFU0939F1z')).toBeNull();
  });

  it.each([
    ['27AAPFU0939F1ZW', M.checksum, 'a wrong check character'],
    ['27AAPFU0939F1ZA', M.checksum, 'another wrong check character'],
    ['27AAPFU9039F1ZV', M.checksum, 'two neighbours swapped'],
    ['28AAPFU0939F1ZV', M.checksum, 'another state for the same PAN'],
    ['27AAPFU0939F1Z', M.length, 'one character short'],
    ['27AAPFU0939F1ZVV', M.length, 'one character long'],
    ['00AAPFU0939F1ZV', M.stateCode, 'state code 00'],
    ['39AAPFU0939F1ZV', M.stateCode, 'state code 39, past Ladakh'],
    ['99AAPFU0939F1ZV', M.stateCode, 'state code 99'],
    ['27AAPF10939F1ZV', M.pan, 'a digit where the PAN has a letter'],
    ['27AAPFU09X9F1ZV', M.pan, 'a letter where the PAN has a digit'],
    ['27AAPFU0939F0ZV', M.shape, 'entity number 0'],
    ['27AAPFU0939F1YV', M.shape, 'no Z in place 14'],
    ['27aapfu0939f1zv', M.shape, 'lower case, not normalized'],
    ['27AAPFU0939F1Z-', M.shape, 'a sign as the check character'],
  ] as [string, string, string][])('refuses %s (%s: %s)', (gstin, message) => {
    expect(gstinProblem(gstin)).toBe(message);
  });

  it('normalizes what an owner types: spaces out, upper case', () => {
    expect(normalizeGstin(' 27aapfu 0939f1zv ')).toBe('27AAPFU0939F1ZV');
    expect(gstinProblem(normalizeGstin('27aapfu0939f1zv'))).toBeNull();
  });
});
