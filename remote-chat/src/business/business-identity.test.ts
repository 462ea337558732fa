import { businessIdentityOf, businessInitials } from './business-identity';

describe('businessInitials', () => {
  it.each([
    ['Kaveri Silks', 'KS'],
    ['kaveri silks and sarees', 'KS'],
    ['7 Hills Bakery', 'HB'],
    ['#1 Mobiles', 'M'],
    ['  Anand  ', 'A'],
    ['ஆனந்த் ஸ்டோர்ஸ்', 'ஆஸ'],
    ['123', ''],
    ['', ''],
  ])('%j → %j', (name, initials) => {
    expect(businessInitials(name)).toBe(initials);
  });
});

describe('businessIdentityOf', () => {
  it("takes the page's business name and logo", () => {
    expect(businessIdentityOf({ businessName: ' Kaveri Silks ', logo: '/uploads/demo/brand/logo.png' })).toEqual({ name: 'Kaveri Silks', logo: '/uploads/demo/brand/logo.png' });
  });

  it('draws initials for a missing or unsafe logo', () => {
    expect(businessIdentityOf({ businessName: 'Kaveri', logo: null }).logo).toBeNull();
    expect(businessIdentityOf({ businessName: 'Kaveri', logo: '  ' }).logo).toBeNull();
    expect(businessIdentityOf({ businessName: 'Kaveri', logo: 'javascript:alert(1)' }).logo).toBeNull();
  });
});
