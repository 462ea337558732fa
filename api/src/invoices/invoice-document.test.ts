import { buildInvoiceDocument, type InvoiceOrder, type InvoiceSeller } from './invoice-document';
import { supplyNote } from './invoice-pdf';

const SELLER: InvoiceSeller = {
  legalName: 'Kaveri Handloom House',
  address: { addressLine: '14, 4th Cross, Chickpet', city: 'Bengaluru', state: 'Karnataka', pincode: '560053' },
  gstin: '29AAGCB7383J1Z4',
  phone: '+91 80 4123 4567',
};
const BUYER = { name: 'Asha Rao', countryCode: '+91', phoneNumber: '9876543210' };
const SHIP = { fullName: 'Asha Rao', countryCode: '+91', phone: '9876543210', addressLine1: '42, 3rd Cross', addressLine2: '', city: 'Bengaluru', state: 'Karnataka', pincode: '560003' };

/** Lines of odd GST (45 + 9 + 21 = 75 paise of tax split 38 + 37 as the order stored it). */
function anOrder(overrides: Partial<InvoiceOrder> = {}): InvoiceOrder {
  return {
    orderNumber: 'KHH-1001',
    createdAt: new Date('2026-11-20T10:00:00+05:30'),
    totalGstPaise: 75,
    cgstPaise: 38,
    sgstPaise: 37,
    igstPaise: 0,
    shippingCostPaise: 5_000,
    finalAmountPaise: 5_000 + 250 + 45 + 50 + 9 + 100 + 21,
    shipToAddress: SHIP,
    lines: [
      { description: 'Diya', type: 'catalog-product', quantity: 1, quantityUnit: 'pcs', unitPricePaise: 250, gstPercentage: 18, gstAmountPaise: 45, amountPaise: 295, hsnCode: '6913' },
      { description: 'Wick', type: 'catalog-product', quantity: 1, quantityUnit: 'pcs', unitPricePaise: 50, gstPercentage: 18, gstAmountPaise: 9, amountPaise: 59, hsnCode: ' ' },
      { description: 'Draping', type: 'catalog-service', quantity: 1, quantityUnit: 'pcs', unitPricePaise: 100, gstPercentage: 21, gstAmountPaise: 21, amountPaise: 121, hsnCode: '999729' },
    ],
    ...overrides,
  };
}

const build = (order: InvoiceOrder, seller = SELLER) => buildInvoiceDocument({ invoiceNumber: 'KHH/2026-27/0001', issuedAt: new Date('2026-11-21T10:00:00Z'), order, seller, buyer: BUYER });

describe("an invoice's figures are the order's stored ones", () => {
  it("shares the order's stored CGST among the lines so lines and totals add up to what the shopper was shown", () => {
    const doc = build(anOrder());
    expect(doc.supply).toBe('intra-state');
    expect(doc.lines.map((l) => [l.cgstPaise, l.sgstPaise, l.igstPaise])).toEqual([
      [23, 22, 0],
      [5, 4, 0],
      [10, 11, 0],
    ]);
    expect(doc.totals).toEqual({ taxableValuePaise: 400, cgstPaise: 38, sgstPaise: 37, igstPaise: 0, shippingPaise: 5_000, grandTotalPaise: 5_475 });
    expect(doc.totals.taxableValuePaise + doc.totals.cgstPaise + doc.totals.sgstPaise + doc.totals.shippingPaise).toBe(doc.totals.grandTotalPaise);
    expect(doc.amountInWords).toBe('Fifty-four rupees and seventy-five paise only');
  });

  it('prints an inter-state order all IGST', () => {
    const doc = build(anOrder({ cgstPaise: 0, sgstPaise: 0, igstPaise: 75, shipToAddress: { ...SHIP, state: 'Tamil Nadu', city: 'Chennai' } }));
    expect(doc.supply).toBe('inter-state');
    expect(doc.lines.map((l) => l.igstPaise)).toEqual([45, 9, 21]);
    expect(doc.totals).toMatchObject({ cgstPaise: 0, sgstPaise: 0, igstPaise: 75 });
    expect(doc.placeOfSupply).toBe('Tamil Nadu (33)');
  });

  it('reads an order stored before the split as intra-state, CGST taking the odd paisa', () => {
    const doc = build(anOrder({ cgstPaise: 0, sgstPaise: 0, igstPaise: 0 }));
    expect(doc.totals).toMatchObject({ cgstPaise: 38, sgstPaise: 37, igstPaise: 0 });
  });

  it('names goods by HSN and services by SAC, and leaves a blank code out', () => {
    expect(build(anOrder()).lines.map((l) => [l.codeKind, l.hsnCode])).toEqual([
      ['HSN', '6913'],
      ['HSN', null],
      ['SAC', '999729'],
    ]);
  });
});

describe("an invoice's parties", () => {
  it("prints the seller's profile and the delivery address, with the states' GST codes", () => {
    const doc = build(anOrder());
    expect(doc.seller).toEqual({
      name: 'Kaveri Handloom House',
      addressLines: ['14, 4th Cross, Chickpet', 'Bengaluru, Karnataka 560053'],
      state: 'Karnataka (29)',
      gstin: '29AAGCB7383J1Z4',
      phone: '+91 80 4123 4567',
    });
    expect(doc.buyer).toEqual({ name: 'Asha Rao', addressLines: ['42, 3rd Cross', 'Bengaluru, Karnataka 560003'], state: 'Karnataka (29)', gstin: null, phone: '+91 9876543210' });
    expect(doc.placeOfSupply).toBe('Karnataka (29)');
  });

  it("takes the seller's state from its GSTIN when the profile has none, and supplies a service there", () => {
    const doc = build(anOrder({ shipToAddress: null }), { ...SELLER, address: { addressLine: 'Chickpet', city: '', state: '', pincode: '' }, gstin: '33AAGCB7383J1Z8' });
    expect(doc.seller.state).toBe('Tamil Nadu (33)');
    expect(doc.placeOfSupply).toBe('Tamil Nadu (33)');
    expect(doc.buyer).toMatchObject({ name: 'Asha Rao', addressLines: [], phone: '+91 9876543210' });
  });
});

describe('where the goods went from and to', () => {
  it('names the dispatch point, so an IGST invoice of a seller registered in the delivery state says which states the goods went between', () => {
    const document = buildInvoiceDocument({
      invoiceNumber: 'KHH/2026-27/0002',
      issuedAt: new Date('2026-11-21T10:00:00Z'),
      order: anOrder({ cgstPaise: 0, sgstPaise: 0, igstPaise: anOrder().totalGstPaise }),
      seller: SELLER,
      buyer: BUYER,
      dispatchPoint: { city: 'Guwahati', state: 'Assam' },
    });
    expect(document.dispatchedFrom).toBe('Guwahati, Assam (18)');
    expect(document.supply).toBe('inter-state');
    expect(supplyNote(document)).toBe('Supply between states (dispatched from Guwahati, Assam (18) to Karnataka (29)): IGST at the GST rate.');
  });

  it('says only the kind of supply when the order has no dispatch point (a service, a pickup)', () => {
    const document = build(anOrder());
    expect(document.dispatchedFrom).toBeUndefined();
    expect(supplyNote(document)).toMatch(/^Supply (within the state|between states): /);
  });
});
