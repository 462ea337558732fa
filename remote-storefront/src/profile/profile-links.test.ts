import { pageRouteOf, phoneLabel, profileLinks } from './profile-links';

const page = (keyValue: string, customRoute: string) => ({ keyValue, customRoute, title: keyValue });

describe('profileLinks', () => {
  it("lists the spec's links in order, with the site's own page routes", () => {
    const pages = [page('home', '/'), page('contact', '/contact'), page('privacyPolicy', '/privacy-policy'), page('refund', '/refund')];
    expect(profileLinks(pages).map(({ label, to }) => [label, to])).toEqual([
      ['My Orders', '/chat?source=orders'],
      ['Delivery Address', '/account?view=addresses'],
      ['Help & Support', '/contact'],
      ['Privacy Policy', '/privacy-policy'],
      ['Cancellation & Refund', '/refund'],
    ]);
  });

  it('follows routes the owner renamed', () => {
    const links = profileLinks([page('privacyPolicy', '/privacy'), page('refund', '/returns'), page('contact', '/reach-us')]);
    expect(links.find((l) => l.key === 'privacy')?.to).toBe('/privacy');
    expect(links.find((l) => l.key === 'refund')?.to).toBe('/returns');
    expect(links.find((l) => l.key === 'support')?.to).toBe('/reach-us');
  });

  it('leaves out pages the site lacks, and sends support to the chat without a contact page', () => {
    const links = profileLinks([page('privacyPolicy', '/privacy-policy')]);
    expect(links.map((l) => l.key)).toEqual(['orders', 'address', 'support', 'privacy']);
    expect(links.find((l) => l.key === 'support')?.to).toBe('/chat?source=contact_support');
  });
});

describe('pageRouteOf', () => {
  it('finds a page by type', () => {
    expect(pageRouteOf([page('refund', '/refund')], 'refund')).toBe('/refund');
    expect(pageRouteOf([], 'refund')).toBeUndefined();
  });
});

describe('phoneLabel', () => {
  it('joins country code and number', () => {
    expect(phoneLabel('+91', '9845012345')).toBe('+91 9845012345');
    expect(phoneLabel('', '9845012345')).toBe('9845012345');
  });
});
