/**
 * GST by place of supply (Indian GST): a supply within one state pays CGST + SGST, half each; a supply
 * from one state into another pays IGST. Which one never changes what the shopper pays, only how the
 * tax is split, so totals shown before the address is known stay true.
 */

export type SupplyKind = 'intra-state' | 'inter-state';

export interface GstSplit {
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/** State names compare without case or extra spaces ('Tamil Nadu' = ' tamil  nadu'). */
function normaliseState(state: string | null | undefined): string {
  return (state ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * The kind of a supply from `supplierState` to `deliveryState`: inter-state when both are known and
 * differ, else intra-state. An unknown side (no dispatch point, a service or a pickup supplied at the
 * business, no address chosen yet) counts as the business's own state: intra-state.
 */
export function supplyKind(supplierState: string | null | undefined, deliveryState: string | null | undefined): SupplyKind {
  const from = normaliseState(supplierState);
  const to = normaliseState(deliveryState);
  return from !== '' && to !== '' && from !== to ? 'inter-state' : 'intra-state';
}

/**
 * Splits an order's GST: inter-state is all IGST; intra-state is CGST and SGST, half each, the odd
 * paisa (if any) going to CGST so the two always add up to the GST charged.
 */
export function splitGst(totalGstPaise: number, kind: SupplyKind): GstSplit {
  if (kind === 'inter-state') return { cgstPaise: 0, sgstPaise: 0, igstPaise: totalGstPaise };
  const cgstPaise = Math.ceil(totalGstPaise / 2);
  return { cgstPaise, sgstPaise: totalGstPaise - cgstPaise, igstPaise: 0 };
}

/** Sums the splits of several orders (the checkout's summary over all of them). */
export function sumGstSplits(all: readonly GstSplit[]): GstSplit {
  return all.reduce((sum, split) => ({
    cgstPaise: sum.cgstPaise + split.cgstPaise,
    sgstPaise: sum.sgstPaise + split.sgstPaise,
    igstPaise: sum.igstPaise + split.igstPaise,
  }), { cgstPaise: 0, sgstPaise: 0, igstPaise: 0 });
}
