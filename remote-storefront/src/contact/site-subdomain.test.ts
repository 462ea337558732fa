import { RUNTIME_CONFIG_ID } from 'shared/constants';
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

  it("names the site a business's custom domain serves, as the page's run-time configuration says", () => {
    const config = document.createElement('script');
    config.type = 'application/json';
    config.id = RUNTIME_CONFIG_ID;
    config.textContent = JSON.stringify({ remotes: {}, defaultSubdomain: 'demo', siteSubdomain: 'demo' });
    document.body.append(config);
    try {
      expect(siteSubdomain('shop.kaveri-silks.in')).toBe('demo');
    } finally {
      config.remove();
    }
  });
});
