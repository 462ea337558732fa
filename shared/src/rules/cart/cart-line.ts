/** What makes two cart lines the same line: the item, its selected variant and its selected package. */
export interface CartLineIdentity {
  _id: string;
  selectedVariant?: string | null;
  selectedPackage?: string | null;
}

/**
 * Spec: cart items are the same "if id, variant and package match" (adding one increments, merging on
 * login adds quantities). The key is stable text, usable as a React key or a map key.
 */
export function cartLineKey(line: CartLineIdentity): string {
  return `${line._id}|${line.selectedVariant ?? ''}|${line.selectedPackage ?? ''}`;
}

export function isSameCartLine(a: CartLineIdentity, b: CartLineIdentity): boolean {
  return cartLineKey(a) === cartLineKey(b);
}

/** Two lists of lines that ask the server the same thing: the same lines, choices and quantities, in order. */
export function sameCartLines<L extends { productId: string; quantity: number; selectedVariant?: string | null; selectedPackage?: string | null }>(a: readonly L[], b: readonly L[]): boolean {
  return a.length === b.length && a.every((line, i) => {
    const other = b[i]!;
    return line.quantity === other.quantity && cartLineKey({ _id: line.productId, ...line }) === cartLineKey({ _id: other.productId, ...other });
  });
}
