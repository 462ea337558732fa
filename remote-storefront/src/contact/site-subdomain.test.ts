import { siteSubdomain } from './site-subdomain';

describe('siteSubdomain', () => {
  it.each([
    ['demo.localhost', 'demo'],
    ['DEMO.localhost', 'demo'],
    ['www.sunrise.example.in', 'sunrise'],
    ['kaveri.shops.example.com', 'kaveri'],
    ['localhost', 'localhost'],
    ['127.0.0.1', 'localhost'],
    ['[::1]', 'localhost'],
    ['', 'localhost'],
  ])('%p -> %p', (hostname, expected) => {
    expect(siteSubdomain(hostname)).toBe(expected);
  });
});
