/**
 * Props of the views the checkout remote exposes to the chat widget (DESIGN: remotes never import each
 * other's source). Both sides compile against these, so a change breaks the build, not the page.
 */
import type { OrderSummary } from '../contracts/orders-history/schemas';

/** `checkout/CartSummary`: the cart inside the chat widget. */
export interface CartSummaryViewProps {
  /** `guest`: the visitor's local cart with Login to Checkout; `customer`: totals, address and Create Order. */
  mode: 'guest' | 'customer';
  /** Back (to the categories or topics) or close (a visitor's cart). */
  onBack: () => void;
  /** A visitor's Login to Checkout. */
  onLogin?: () => void;
  /** The orders were created (the cart is already cleared); the chat shows the conversation. */
  onOrdered?: (orderIds: readonly string[]) => void;
}

/** `checkout/OrderSummary`: the direct-buy item stored by a product's Buy, with address and Create Order. */
export interface OrderSummaryViewProps {
  /**
   * `guest`: a visitor's Buy Now, the item and its price with Login to Checkout (the server's totals
   * need a customer); `customer` (the default): address, the server's totals and Create Order.
   */
  mode?: 'guest' | 'customer';
  /** A visitor's Login to Checkout. */
  onLogin?: () => void;
  /** Clear/Remove deleted the stored item, or there was none: the view closes. */
  onClose: () => void;
  onOrdered: (orderIds: readonly string[]) => void;
}

/** `checkout/EnquiryRequest`: the stored enquiry's items and its send button. */
export interface EnquiryRequestViewProps {
  /** Clear deleted the stored enquiry, or there was none: the view closes. */
  onClose: () => void;
  /** The enquiry was posted to the business's chat (the stored data is already removed). */
  onSent: () => void;
}

/** What the payment panels read of the order: its ids and milestones (the amount due is the first Pending one's). */
export type PaymentPanelsOrder = Pick<OrderSummary, '_id' | 'orderId' | 'finalAmount' | 'paymentMilestones'>;

/**
 * `checkout/PaymentPanels`: paying one order. The checkout's PaymentStore asks for the ways to pay, lets
 * the customer choose among several, and runs the manual sheet or the online modal.
 */
export interface PaymentPanelsViewProps {
  order: PaymentPanelsOrder;
  /** The widget's selected integration: the way to pay when the business has one, or its list cannot be had. */
  gatewayId: string;
  onClose: () => void;
  /** The order's payment changed (paid online, or reported by UPI and awaiting the owner): the chat refreshes its orders. */
  onPaymentChanged?: () => void;
}

/** `checkout/AddressBook`: the customer's saved delivery addresses (list, add, edit, delete, default). */
export interface AddressBookViewProps {
  /** A visitor's Login Now. */
  onLogin: () => void;
  /** Back to where the book was opened from (the profile). */
  onBack?: () => void;
}
