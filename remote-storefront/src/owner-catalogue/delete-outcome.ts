/** What the owner is told after a delete: whether the item is gone or was archived because it has orders. */
export function deleteOutcomeMessage(name: string, outcome: 'deleted' | 'archived'): string {
  return outcome === 'deleted'
    ? `“${name}” was deleted.`
    : `“${name}” was archived, not deleted: it has orders, so it is kept for them. It is hidden from your shop and can no longer be ordered.`;
}
