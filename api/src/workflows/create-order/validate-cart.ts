import { createOrderBlock, isDeliverablePincode, isShipped, shippingIssues, type ShippingIssue } from 'shared/rules';
import { CHECKOUT_MESSAGES } from '../../contracts';
import type { Database } from '../../db/client';
import type { AddressSnapshot } from '../../db/schema/orders';
import { AppError } from '../../errors';
import { findOwnAddress } from '../../repositories/addresses';
import type { CustomerRef } from '../../repositories/customer-ref';
import type { PricedLine } from './price-lines';

export const VALIDATE_CART_ERRORS = {
  emptyCart: () => AppError.badRequest('The cart is empty'),
  notOwnAddress: () => AppError.badRequest('Choose one of your own delivery addresses'),
  addressRequired: () => AppError.badRequest(CHECKOUT_MESSAGES.addressRequired),
  cannotShip: (message: string) => AppError.badRequest(message),
} as const;

export type DeliveryAddress = AddressSnapshot & { id: string };

/** The customer's own address, or a refusal: an address of another customer (or business) is never read. */
export async function ownAddress(db: Database, customer: CustomerRef, addressId: string | null | undefined): Promise<DeliveryAddress | null> {
  if (!addressId) return null;
  const address = await findOwnAddress(db, customer, addressId);
  if (!address) throw VALIDATE_CART_ERRORS.notOwnAddress();
  const { _id, type: _type, name: _label, isDefault: _isDefault, ...snapshot } = address;
  return { id: _id, ...snapshot };
}

/**
 * Shipped products that cannot reach the address: every dispatch point ships within India, so an address
 * whose pincode is not an Indian PIN code cannot be reached. Without an address nothing is reported here.
 */
export function addressShippingIssues(lines: readonly PricedLine[], address: DeliveryAddress | null): ShippingIssue[] {
  if (!address) return [];
  const reachable = isDeliverablePincode(address.pincode);
  return shippingIssues(lines, () => reachable);
}

/**
 * Step "validate cart": the Create Order guard of the specification, enforced on the server: refused with
 * an empty cart, with shipping issues, or with a shippable product and no address.
 */
export function validateCart(lines: readonly PricedLine[], address: DeliveryAddress | null): void {
  const issues = addressShippingIssues(lines, address);
  const block = createOrderBlock({
    lineCount: lines.length,
    shippingIssueCount: issues.length,
    hasShippableProduct: lines.some(isShipped),
    hasAddress: address !== null,
  });
  if (block === 'empty-cart') throw VALIDATE_CART_ERRORS.emptyCart();
  if (block === 'shipping-issues') throw VALIDATE_CART_ERRORS.cannotShip(issues[0]!.message);
  if (block === 'address-required') throw VALIDATE_CART_ERRORS.addressRequired();
}
