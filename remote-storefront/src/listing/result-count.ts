/** "1 product", "24 products": the count the listing announces after each load. */
export function resultCount(total: number): string {
  return total === 1 ? '1 product' : `${total} products`;
}
