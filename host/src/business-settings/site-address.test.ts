import { movedSiteOrigin, siteSuffix } from './site-address';

describe("the site's address after its subdomain changes", () => {
  it.each([
    [{ protocol: 'http:', hostname: 'demo.localhost', port: '3000' }, 'http://asha.localhost:3000'],
    [{ protocol: 'https:', hostname: 'demo.shops.example.in', port: '' }, 'https://asha.shops.example.in'],
    // plain localhost serves the default site: the new subdomain goes in front
    [{ protocol: 'http:', hostname: 'localhost', port: '3000' }, 'http://asha.localhost:3000'],
  ])('from %j is %s', (location, origin) => {
    expect(movedSiteOrigin('asha', 'demo', location)).toBe(origin);
  });

  it('names the part of the address after the subdomain', () => {
    expect(siteSuffix('demo', { hostname: 'demo.localhost', port: '3000' })).toBe('.localhost:3000');
    expect(siteSuffix('demo', { hostname: 'demo.shops.example.in', port: '' })).toBe('.shops.example.in');
  });
});
