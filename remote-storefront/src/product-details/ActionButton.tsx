import type { ProductView } from './use-product-view';

/** The product's one action: Buy Now / Book Now to the direct-buy chat, or an enquiry. */
export function ActionButton({ action }: { action: ProductView['action'] }) {
  return (
    <button type="button" className={`sf-pd-action sf-pd-action--${action.kind}`} disabled={action.disabled} onClick={action.run}>
      {action.label}
    </button>
  );
}
