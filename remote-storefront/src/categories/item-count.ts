/** "1 item", "12 items": how much a catalogue holds. */
export function itemCountLabel(count: number): string {
  return count === 1 ? '1 item' : `${count} items`;
}
