import type { PageAnswer } from 'shared';

/** One row of the profile's menu. */
export interface ProfileLink {
  key: 'orders' | 'address' | 'support' | 'privacy' | 'refund';
  label: string;
  /** A path of this site (relative to its base). */
  to: string;
}

/** Where Logout leads: the host's route that ends the session. */
export const LOGOUT_PATH = '/logout';
/** Where Login Now leads: the chat, which starts with the phone-code login. */
export const LOGIN_PATH = '/chat';

/** The profile's query that opens the address book in place of the menu. */
export const ADDRESS_BOOK_PARAM = { name: 'view', value: 'addresses' } as const;

/** The address book's path: the profile page's own, with the address book's query. */
export const addressBookPath = (profileRoute: string): string => `${profileRoute}?${ADDRESS_BOOK_PARAM.name}=${ADDRESS_BOOK_PARAM.value}`;

type SitePages = PageAnswer['pages'];

/** The route of the site's page of a type, if the site publishes one. */
export function pageRouteOf(pages: SitePages, keyValue: string): string | undefined {
  return pages.find((page) => page.keyValue === keyValue)?.customRoute;
}

/**
 * The logged-in profile's links, in the spec's order. My Orders opens the chat's History tab
 * (`/chat?source=orders`). Delivery Address opens the address book on the profile page itself (the
 * checkout's view, `?view=addresses`; the spec names no path for it). Help & Support is the site's contact page, else the chat's
 * contact_support flow. Privacy Policy and Cancellation & Refund are the site's own pages, found in its
 * page list by type; a site without one simply has no such row.
 */
export function profileLinks(pages: SitePages, profileRoute = pageRouteOf(pages, 'account') ?? '/account'): ProfileLink[] {
  const links: ProfileLink[] = [
    { key: 'orders', label: 'My Orders', to: '/chat?source=orders' },
    { key: 'address', label: 'Delivery Address', to: addressBookPath(profileRoute) },
    { key: 'support', label: 'Help & Support', to: pageRouteOf(pages, 'contact') ?? '/chat?source=contact_support' },
  ];
  const privacy = pageRouteOf(pages, 'privacyPolicy');
  if (privacy) links.push({ key: 'privacy', label: 'Privacy Policy', to: privacy });
  const refund = pageRouteOf(pages, 'refund');
  if (refund) links.push({ key: 'refund', label: 'Cancellation & Refund', to: refund });
  return links;
}

/** The customer's phone as the header shows it: country code and number, "+91 9876543210". */
export function phoneLabel(countryCode: string, phoneNumber: string): string {
  return [countryCode.trim(), phoneNumber.trim()].filter(Boolean).join(' ');
}
