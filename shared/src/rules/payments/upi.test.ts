import { isIndianMobile, isUpiId, normalizeIndianMobile, normalizeUpiId, payeeNameIssue, PAYMENT_SETTINGS_RULE_MESSAGES as M } from './upi';

describe('a UPI ID', () => {
  it.each([
    ['kaverihandlooms@okaxis', true],
    ['shop.name-01_x@ybl', true],
    [' Shop@Paytm ', true],
    ['a@ybl', false],
    ['noatsign', false],
    ['two@at@ybl', false],
    ['shop@okaxis1', false],
    ['shop name@ybl', false],
    ['@ybl', false],
    ['shop@', false],
  ])('%j is valid: %s', (value, valid) => {
    expect(isUpiId(value)).toBe(valid);
  });

  it('is kept trimmed and lower-case', () => {
    expect(normalizeUpiId(' Shop@Paytm ')).toBe('shop@paytm');
  });
});

describe('a payee name', () => {
  it.each([
    ['Kaveri Handlooms', null],
    ["Lakshmi's Silks & Co.", null],
    ['लक्ष्मी साड़ी', null],
    ['', M.payeeRequired],
    ['   ', M.payeeRequired],
    ['Shop <script>', M.payeeName],
    ['x'.repeat(51), M.payeeName],
  ])('%j → %s', (value, issue) => {
    expect(payeeNameIssue(value)).toBe(issue);
  });
});

describe('an Indian mobile number', () => {
  it.each([
    ['9845012345', '+919845012345'],
    ['+91 98450 12345', '+919845012345'],
    ['09845012345', '+919845012345'],
    ['919845012345', '+919845012345'],
    ['5845012345', null],
    ['984501234', null],
    ['+1 9845012345', null],
  ])('%j → %s', (value, stored) => {
    expect(normalizeIndianMobile(value)).toBe(stored);
    expect(isIndianMobile(value)).toBe(stored !== null);
  });
});
