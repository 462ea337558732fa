/**
 * The owner's orders contract's plain values (paths, limits, messages): no zod, so the browser can use
 * them before it loads the schemas. Every route takes the owner's token; the business is the token's.
 */

export const OWNER_ORDERS_PATHS = {
  /** GET: the business's orders, filtered and paged, newest first. */
  list: '/business_website/owner/orders',
  /** GET: one order with its lines, payments, stages and shipment. */
  order: '/business_website/owner/order',
  /** GET: the filtered list as a CSV file (every page). */
  exportCsv: '/business_website/owner/orders/export',
  /** POST: complete or undo a stage; Shipped takes the courier and tracking number. */
  stage: '/business_website/owner/orders/stage',
} as const;

/** The stage that needs a courier and a tracking number, of the product pipeline Confirmed, Packed, Shipped, Delivered. */
export const SHIPPED_STAGE = 'Shipped';

/** The stages the owner's order page offers as buttons, in pipeline order (service orders show their own). */
export const OWNER_STAGE_FILTERS = ['Confirmed', 'Packed', 'Shipped', 'Delivered'] as const;

export const OWNER_ORDER_PAYMENT_STATUSES = ['Pending', 'Paid', 'Partially Paid', 'Refunded'] as const;

export const OWNER_ORDERS_LIMITS = {
  pageSize: 20,
  searchMax: 100,
  stageMax: 60,
  courierMax: 80,
  trackingMax: 60,
  /** Rows of one CSV export: a year of a busy small shop; a longer list is cut and says so in its last row. */
  exportMax: 10_000,
} as const;

export const OWNER_ORDERS_MESSAGES = {
  orderNotFound: 'Order not found',
  shipmentRequired: 'Marking an order Shipped needs the courier and the tracking number',
  badDateRange: 'must not be before `from`',
  exportCut: (max: number) => `Only the first ${max} orders are listed: narrow the dates to export the rest`,
} as const;

/** What the customer's chat says when the owner marks an order Shipped (an order-status card). */
export const shippedLine = (courier: string, trackingNumber: string) => `Order Shipped with ${courier}, tracking number ${trackingNumber}`;

/** The days of the date filter are India's (the shops' and their customers' calendar day). */
export const ORDER_DATE_UTC_OFFSET = '+05:30';

/** The CSV export's columns, in order. */
export const OWNER_ORDERS_CSV_COLUMNS = [
  'Order number',
  'Placed on',
  'Customer',
  'Phone',
  'Status',
  'Stage',
  'Payment status',
  'Items',
  'Total (Rs)',
  'Courier',
  'Tracking number',
] as const;
