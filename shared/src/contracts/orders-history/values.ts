/**
 * The orders-history contract's plain values (paths, limits, messages, checks): no zod, so the browser
 * can use them before it loads the schemas (see ../orders-history.ts).
 */
import type { OrderStatus } from './schemas';

/** The History tab's calls (chat document section 7: get customer orders, cancel order). */
export const ORDER_HISTORY_PATHS = {
  customerOrders: '/business_website/chat_widget/customer_orders',
  cancelOrder: '/business_website/chat_widget/cancel_order',
} as const;

export const ORDER_STATUSES = ['Draft', 'Active', 'Completed', 'Cancelled'] as const;

/** Why a Cancelled order ended: the customer cancelled it, it expired unpaid (ORDER_EXPIRY), or cash on delivery was refused at the door. */
export const ORDER_CANCEL_REASONS = ['customer', 'expired', 'refused'] as const;

/** History sort keys: newest first by date, or largest amount first. */
export const ORDER_SORT_KEYS = ['createdDate', 'finalAmount'] as const;

/** Orders on one page of the History tab. */
export const ORDER_HISTORY_PAGE_SIZE = 5;

/** Orders in these states can still be cancelled by the customer. */
export const CANCELLABLE_ORDER_STATUSES: readonly OrderStatus[] = ['Draft', 'Active'];

/** Strings of the History tab, as written. */
export const ORDER_HISTORY_MESSAGES = {
  empty: 'No orders found',
  notLoggedIn: 'You are not logged in',
  cancelTitle: 'Cancel Order?',
  cancelled: 'Order Cancelled',
} as const;
