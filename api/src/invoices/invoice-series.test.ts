import { financialYearOf, invoiceNumber, seriesPrefix } from './invoice-series';

describe('the financial year of an invoice, India time', () => {
  it('turns over at midnight between 31 March and 1 April in India, not in UTC', () => {
    // 31 March 23:59:59 IST is 18:29:59 UTC; 1 April 00:00 IST is 31 March 18:30 UTC
    expect(financialYearOf(new Date('2027-03-31T18:29:59.999Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2027-03-31T18:30:00.000Z'))).toBe('2027-28');
  });

  it('runs from April to March', () => {
    expect(financialYearOf(new Date('2026-04-01T00:00:00+05:30'))).toBe('2026-27');
    expect(financialYearOf(new Date('2026-12-31T12:00:00+05:30'))).toBe('2026-27');
    expect(financialYearOf(new Date('2027-01-15T12:00:00+05:30'))).toBe('2026-27');
    expect(financialYearOf(new Date('2099-06-01T12:00:00+05:30'))).toBe('2099-00');
  });
});

describe('the series prefix of a business', () => {
  it.each([
    ['Kaveri Handloom House', 'KHH'],
    ['Chaiwala', 'CHA'],
    ['Sri Lakshmi Silk & Sarees Emporium', 'SLS'],
    ['A2B Sweets', 'AS'],
    ['Café Mocha', 'CM'],
    ['कावेरी हैंडलूम', 'INV'],
  ])('%s → %s', (name, prefix) => {
    expect(seriesPrefix(name)).toBe(prefix);
  });

  it("takes its order numbers' letters first, so orders and invoices read alike", () => {
    expect(seriesPrefix('Kaveri Handlooms', 'KHH-1003')).toBe('KHH');
    expect(seriesPrefix('Kaveri Handlooms', 'T-9f8e7d6c')).toBe('KH');
    expect(seriesPrefix('Kaveri Handlooms', 'ABCD-1001')).toBe('KH');
  });
});

describe('an invoice number', () => {
  it('reads prefix/year/four-digit number, within GST’s 16 characters', () => {
    const number = invoiceNumber('KHH', '2026-27', 1);
    expect(number).toBe('KHH/2026-27/0001');
    expect(number.length).toBeLessThanOrEqual(16);
    expect(number).toMatch(/^[A-Za-z0-9/-]+$/);
    expect(invoiceNumber('KHH', '2026-27', 12_345)).toBe('KHH/2026-27/12345');
  });
});
