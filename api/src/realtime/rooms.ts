/**
 * Socket rooms. Every name carries the business, so an emit can only ever reach sockets whose token
 * belongs to that business, whatever customer id it names.
 */

/** A customer's own room: its sockets join after `new-user-add` names the token's own customerId. */
export const customerRoom = (businessId: string, customerId: string) => `business:${businessId}:customer:${customerId}`;

/**
 * The sockets of one login (refresh session family, the token's `sid`), owner's or customer's: logout and
 * a replayed refresh token disconnect them all, on every API process.
 */
export const sessionRoom = (businessId: string, sessionId: string) => `business:${businessId}:session:${sessionId}`;

/** The owners' room of a business: an owner's socket joins it on connect (every conversation's news). */
export const ownersRoom = (businessId: string) => `business:${businessId}:owners`;
