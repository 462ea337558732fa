/** Variants and service packages for the storefront's price, stock and option tests. */
import type { ServicePackage, Variant } from 'shared';
import { anId } from 'shared/testing';

/** A variant with the given name and stock; prices default to ₹1,000 without a sale. */
export function aVariant(name: string, stock: number, overrides: Partial<Variant> = {}): Variant {
  return { _id: anId(), name, basePrice: 1000, salePrice: null, stock, discountPercentage: null, ...overrides };
}

export function aPackage(name: string, price: number, overrides: Partial<ServicePackage> = {}): ServicePackage {
  return { _id: anId(), name, description: '', price, discountPercentage: 0, stock: null, ...overrides };
}
