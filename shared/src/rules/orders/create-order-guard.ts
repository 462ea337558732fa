/**
 * Spec (chat, section 5): "Create Order is disabled when the cart is empty, when shipping issues exist, or
 * when a shippable product is present and no address is selected (text 'Delivery Address Required')."
 * The same rule guards the button in the browser and the request on the server.
 */
export const DELIVERY_ADDRESS_REQUIRED = 'Delivery Address Required';

export type CreateOrderBlock = 'empty-cart' | 'shipping-issues' | 'address-required';

export interface CreateOrderGuardInput {
  lineCount: number;
  shippingIssueCount: number;
  hasShippableProduct: boolean;
  hasAddress: boolean;
}

/** Why Create Order is disabled, or null when it may be pressed. The first reason in the spec's order wins. */
export function createOrderBlock(input: CreateOrderGuardInput): CreateOrderBlock | null {
  if (input.lineCount === 0) return 'empty-cart';
  if (input.shippingIssueCount > 0) return 'shipping-issues';
  if (input.hasShippableProduct && !input.hasAddress) return 'address-required';
  return null;
}

export function isCreateOrderDisabled(input: CreateOrderGuardInput): boolean {
  return createOrderBlock(input) !== null;
}
