import { subdomainFromHostname } from './subdomain';

describe('subdomainFromHostname', () => {
  it.each([
    ['demo.localhost', 'demo'],
    ['sunrise.localhost', 'sunrise'],
    ['DEMO.localhost', 'demo'],
    ['www.demo.example.in', 'demo'],
    ['localhost', 'fallback'],
    ['127.0.0.1', 'fallback'],
    ['::1', 'fallback'],
  ])('reads %s as %s', (hostname, expected) => {
    expect(subdomainFromHostname(hostname, 'fallback')).toBe(expected);
  });
});
