import { safeHref } from './safe-href';

describe('safeHref', () => {
  it('keeps in-app paths for the router', () => {
    expect(safeHref('/products?catalogue=sarees')).toEqual({ kind: 'internal', to: '/products?catalogue=sarees' });
  });

  it('keeps web, mail and phone links', () => {
    expect(safeHref('https://example.com/sale')).toEqual({ kind: 'external', href: 'https://example.com/sale' });
    expect(safeHref('mailto:hello@example.com')).toEqual({ kind: 'contact', href: 'mailto:hello@example.com' });
    expect(safeHref('tel:+919876543210')).toEqual({ kind: 'contact', href: 'tel:+919876543210' });
  });

  it.each([[undefined], [''], ['   '], ['javascript:alert(1)'], ['data:text/html,hi'], ['//evil.example'], ['/\\evil.example'], ['products']])(
    'is no link for %p',
    (input) => {
      expect(safeHref(input)).toBeNull();
    },
  );
});
