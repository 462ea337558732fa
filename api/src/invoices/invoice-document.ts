import { supplyKind, type SupplyKind } from 'shared/rules';
import { amountInWords } from './amount-in-words';
import { gstStateName, stateWithCode } from './gst-state-codes';

/** A party of the invoice as printed: its name, address lines and, for the seller, its GSTIN. */
export interface InvoiceParty {
  name: string;
  addressLines: string[];
  /** "Karnataka (29)", empty when unknown. */
  state: string;
  gstin: string | null;
  phone: string | null;
}

export interface InvoiceLine {
  description: string;
  /** HSN for goods, SAC for services; null when the product has none. */
  hsnCode: string | null;
  codeKind: 'HSN' | 'SAC';
  quantity: number;
  quantityUnit: string;
  /** Pre-tax price of one unit. */
  unitPricePaise: number;
  taxableValuePaise: number;
  ratePercent: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  /** Taxable value + its tax: what the line charged. */
  totalPaise: number;
}

/** Everything a GST tax invoice prints, as issued (stored with the invoice, never recomputed). */
export interface InvoiceDocument {
  invoiceNumber: string;
  /** ISO time of issue (the moment the order became paid). */
  issuedAt: string;
  orderNumber: string;
  /** ISO time the order was placed. */
  orderDate: string;
  seller: InvoiceParty;
  buyer: InvoiceParty;
  /** "Karnataka (29)": the delivery address's state, or the seller's for services and pickups. */
  placeOfSupply: string;
  /**
   * "Guwahati, Assam (18)": where the goods were sent from (the order's dispatch point), which with the
   * place of supply decides CGST + SGST or IGST; empty for an order without one (services, pickups).
   */
  dispatchedFrom?: string;
  supply: SupplyKind;
  lines: InvoiceLine[];
  totals: {
    taxableValuePaise: number;
    cgstPaise: number;
    sgstPaise: number;
    igstPaise: number;
    shippingPaise: number;
    grandTotalPaise: number;
  };
  amountInWords: string;
}

/** What the order holds, as stored when the shopper was shown it. */
export interface InvoiceOrder {
  orderNumber: string;
  createdAt: Date;
  totalGstPaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  shippingCostPaise: number;
  finalAmountPaise: number;
  shipToAddress: { fullName: string; countryCode: string; phone: string; addressLine1: string; addressLine2: string; city: string; state: string; pincode: string } | null;
  lines: {
    description: string;
    type: 'catalog-product' | 'catalog-service';
    quantity: number;
    quantityUnit: string;
    unitPricePaise: number;
    gstPercentage: number;
    gstAmountPaise: number;
    amountPaise: number;
    hsnCode: string | null;
  }[];
}

export interface InvoiceSeller {
  legalName: string;
  address: { addressLine: string; city: string; state: string; pincode: string };
  gstin: string;
  phone: string;
}

export interface InvoiceBuyer {
  name: string;
  countryCode: string;
  phoneNumber: string;
}

/**
 * The order's stored split, or, for an order written before the split was kept, the place-of-supply
 * rule's: an order whose tax is all IGST is inter-state, else intra-state.
 */
function supplyOf(order: InvoiceOrder, sellerState: string): SupplyKind {
  if (order.igstPaise > 0) return 'inter-state';
  if (order.cgstPaise + order.sgstPaise > 0) return 'intra-state';
  return supplyKind(sellerState, order.shipToAddress?.state);
}

/**
 * Shares the order's stored CGST total among its lines: half of each line's GST (rounded down), then the
 * paise the order's CGST holds beyond that, one at a time to lines with an odd paisa, so the lines add
 * up to the order's CGST (and their SGST to its SGST) exactly as the shopper was shown.
 */
function splitLinesCgst(lineGst: readonly number[], orderCgstPaise: number): number[] {
  const cgst = lineGst.map((gst) => Math.floor(gst / 2));
  let left = orderCgstPaise - cgst.reduce((a, b) => a + b, 0);
  for (let round = 0; left > 0 && round < 2; round++) {
    for (let i = 0; i < cgst.length && left > 0; i++) {
      if (cgst[i]! < lineGst[i]! && (round > 0 || lineGst[i]! % 2 === 1)) {
        cgst[i]! += 1;
        left -= 1;
      }
    }
  }
  return cgst;
}

/** The seller's state: the profile's, else the one its GSTIN's first two digits name. */
function sellerStateOf(seller: InvoiceSeller): string {
  if (seller.address.state.trim()) return seller.address.state.trim();
  return (seller.gstin && gstStateName(seller.gstin.slice(0, 2))) || '';
}

/** The invoice of a paid order, from the order's stored figures, the business profile and the customer. */
export function buildInvoiceDocument(input: {
  invoiceNumber: string;
  issuedAt: Date;
  order: InvoiceOrder;
  seller: InvoiceSeller;
  buyer: InvoiceBuyer;
  /** The order's dispatch point, when it has one. */
  dispatchPoint?: { city: string; state: string } | null;
}): InvoiceDocument {
  const { order, seller, buyer, dispatchPoint } = input;
  const sellerState = sellerStateOf(seller);
  const supply = supplyOf(order, sellerState);
  const gst = order.lines.map((line) => line.gstAmountPaise);
  const storedSplitHolds = order.cgstPaise + order.sgstPaise + order.igstPaise === order.totalGstPaise;
  const orderCgst = storedSplitHolds ? order.cgstPaise : Math.ceil(order.totalGstPaise / 2);
  const cgst = supply === 'intra-state' ? splitLinesCgst(gst, orderCgst) : gst.map(() => 0);
  const lines: InvoiceLine[] = order.lines.map((line, i) => {
    const tax = line.gstAmountPaise;
    return {
      description: line.description,
      hsnCode: line.hsnCode?.trim() || null,
      codeKind: line.type === 'catalog-service' ? 'SAC' : 'HSN',
      quantity: line.quantity,
      quantityUnit: line.quantityUnit,
      unitPricePaise: line.unitPricePaise,
      taxableValuePaise: line.amountPaise - tax,
      ratePercent: line.gstPercentage,
      cgstPaise: cgst[i]!,
      sgstPaise: supply === 'intra-state' ? tax - cgst[i]! : 0,
      igstPaise: supply === 'inter-state' ? tax : 0,
      totalPaise: line.amountPaise,
    };
  });
  const sum = (pick: (line: InvoiceLine) => number) => lines.reduce((acc, line) => acc + pick(line), 0);
  const ship = order.shipToAddress;
  const deliveryState = ship?.state.trim() ?? '';
  const placeState = deliveryState || sellerState;
  const sellerPlace = [seller.address.city, seller.address.state].filter(Boolean).join(', ');
  return {
    invoiceNumber: input.invoiceNumber,
    issuedAt: input.issuedAt.toISOString(),
    orderNumber: order.orderNumber,
    orderDate: order.createdAt.toISOString(),
    seller: {
      name: seller.legalName,
      addressLines: [...seller.address.addressLine.split('\n'), [sellerPlace, seller.address.pincode].filter(Boolean).join(' ')].map((l) => l.trim()).filter(Boolean),
      state: sellerState ? stateWithCode(sellerState) : '',
      gstin: seller.gstin || null,
      phone: seller.phone || null,
    },
    buyer: {
      name: ship?.fullName.trim() || buyer.name.trim() || 'Customer',
      addressLines: ship
        ? [ship.addressLine1, ship.addressLine2, [[ship.city, ship.state].filter(Boolean).join(', '), ship.pincode].filter(Boolean).join(' ')].map((l) => l.trim()).filter(Boolean)
        : [],
      state: deliveryState ? stateWithCode(deliveryState) : '',
      gstin: null,
      phone: ship ? `${ship.countryCode} ${ship.phone}` : `${buyer.countryCode} ${buyer.phoneNumber}`,
    },
    placeOfSupply: placeState ? stateWithCode(placeState) : '',
    ...(dispatchPoint?.state.trim() ? { dispatchedFrom: [dispatchPoint.city.trim(), stateWithCode(dispatchPoint.state.trim())].filter(Boolean).join(', ') } : {}),
    supply,
    lines,
    totals: {
      taxableValuePaise: sum((l) => l.taxableValuePaise),
      cgstPaise: sum((l) => l.cgstPaise),
      sgstPaise: sum((l) => l.sgstPaise),
      igstPaise: sum((l) => l.igstPaise),
      shippingPaise: order.shippingCostPaise,
      grandTotalPaise: order.finalAmountPaise,
    },
    amountInWords: amountInWords(order.finalAmountPaise),
  };
}
