import { fromPaise, roundHalfAwayFromZero, toPaise } from './money';

/** A service package's price fields. */
export interface PackagePrice {
  price: number;
  /** Percent off the package price; null or absent means none. */
  discountPercentage?: number | null;
}

/**
 * Spec: "Service package price after discount = price x (1 - discountPercentage/100)." A missing,
 * non-finite or non-positive discount leaves the price unchanged; a discount above 100 % is capped at
 * a price of 0.
 */
export function servicePackagePrice(pkg: PackagePrice): number {
  return fromPaise(servicePackagePricePaise(toPaise(pkg.price), pkg.discountPercentage));
}

/** The same rule in integer paise (the server's prices), rounded half away from zero to the paisa. */
export function servicePackagePricePaise(pricePaise: number, discountPercentage: number | null | undefined): number {
  const discount = discountPercentage;
  if (discount == null || !Number.isFinite(discount) || discount <= 0) return pricePaise;
  return Math.max(0, roundHalfAwayFromZero((pricePaise * (100 - Math.min(discount, 100))) / 100));
}

/** What the discount saves on a package; the spec shows savings only when this is over 0. */
export function servicePackageSavings(pkg: PackagePrice): number {
  return fromPaise(toPaise(pkg.price) - toPaise(servicePackagePrice(pkg)));
}
