import fc from 'fast-check';
import { splitGst, supplyKind, sumGstSplits, type SupplyKind } from '../pricing/gst-split';
import { fromPaise, toPaise } from '../pricing/money';
import { lineTotals, orderTotals, sumOrderTotals, type TotalsLineInput } from './order-totals';
import { priceWithTax, taxedSavingPaise } from '../pricing/price-with-tax';

/** A cart line as the catalogue may price it: any paise price, a sale below, at or above it (or none), any GST slab. */
const aLine: fc.Arbitrary<TotalsLineInput> = fc
  .record({
    basePricePaise: fc.integer({ min: 1, max: 10_000_000 }),
    saleShare: fc.option(fc.double({ min: 0, max: 1.5, noNaN: true }), { nil: null }),
    quantity: fc.integer({ min: 1, max: 50 }),
    taxApplicable: fc.boolean(),
    taxRate: fc.constantFrom(0, 0.25, 3, 5, 12, 18, 28),
    shippingCostPaise: fc.integer({ min: 0, max: 100_000 }),
  })
  .map(({ saleShare, ...line }) => ({ ...line, salePricePaise: saleShare === null ? null : Math.round(line.basePricePaise * saleShare) }));

const aCart = fc.array(aLine, { minLength: 1, maxLength: 12 });
const aKind = fc.constantFrom<SupplyKind>('intra-state', 'inter-state');

describe('the totals of any cart add up to the paisa', () => {
  it('items − discount + shipping is the total, and so are the lines’ amounts + shipping', () => {
    fc.assert(
      fc.property(aCart, (cart) => {
        const totals = orderTotals(cart);
        const amounts = cart.reduce((sum, line) => sum + lineTotals(line).amountPaise, 0);
        expect(totals.itemsPaise - totals.savingPaise + totals.shippingCostPaise).toBe(totals.finalAmountPaise);
        expect(amounts + totals.shippingCostPaise).toBe(totals.finalAmountPaise);
        expect(totals.afterDiscountPaise + totals.totalGstPaise + totals.shippingCostPaise).toBe(totals.finalAmountPaise);
        expect(totals.savingPaise).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('several orders summed add up as one', () => {
    fc.assert(
      fc.property(fc.array(aCart, { minLength: 1, maxLength: 4 }), (orders) => {
        const sum = sumOrderTotals(orders.map(orderTotals));
        expect(sum.itemsPaise - sum.savingPaise + sum.shippingCostPaise).toBe(sum.finalAmountPaise);
      }),
    );
  });
});

describe('GST by place of supply', () => {
  it('splits every order’s GST so that CGST + SGST + IGST is the GST: half each within a state, all IGST across states', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(aCart, aKind), { minLength: 1, maxLength: 4 }), (orders) => {
        const splits = orders.map(([cart, kind]) => ({ kind, gst: orderTotals(cart).totalGstPaise, split: splitGst(orderTotals(cart).totalGstPaise, kind) }));
        for (const { kind, gst, split } of splits) {
          expect(split.cgstPaise + split.sgstPaise + split.igstPaise).toBe(gst);
          if (kind === 'inter-state') expect(split).toEqual({ cgstPaise: 0, sgstPaise: 0, igstPaise: gst });
          else expect([split.igstPaise, Math.abs(split.cgstPaise - split.sgstPaise) <= 1]).toEqual([0, true]);
        }
        const all = sumGstSplits(splits.map((s) => s.split));
        expect(all.cgstPaise + all.sgstPaise + all.igstPaise).toBe(splits.reduce((sum, s) => sum + s.gst, 0));
      }),
    );
  });

  it.each([
    ['Tamil Nadu', 'Tamil Nadu', 'intra-state'],
    ['Tamil Nadu', '  tamil   nadu ', 'intra-state'],
    ['Tamil Nadu', 'Karnataka', 'inter-state'],
    [null, 'Karnataka', 'intra-state'],
    ['Tamil Nadu', null, 'intra-state'],
    ['', '', 'intra-state'],
  ])('from %p to %p is %p', (from, to, kind) => {
    expect(supplyKind(from, to)).toBe(kind);
  });
});

describe('the checkout rounds as the product page does', () => {
  it('a line’s unit price and saving are the product page’s price with tax and its "You save", to the paisa', () => {
    fc.assert(
      fc.property(aLine, (line) => {
        const totals = lineTotals(line);
        const tax = { taxApplicable: totals.gstPercentage > 0, taxRate: totals.gstPercentage };
        const shownPrice = priceWithTax(fromPaise(totals.unitPricePaise), tax);
        expect(totals.amountPaise).toBe(toPaise(shownPrice) * line.quantity);
        const before = Math.max(line.basePricePaise, totals.unitPricePaise);
        expect(totals.savingPaise).toBe(taxedSavingPaise(before, totals.unitPricePaise, tax) * line.quantity);
      }),
    );
  });

  it('the Buy Now line of the backlog: ₹760 on sale at ₹699 with 5 % GST saves ₹64.05 on the page and in the checkout', () => {
    const totals = orderTotals([{ basePricePaise: 760_00, salePricePaise: 699_00, quantity: 1, taxApplicable: true, taxRate: 5, shippingCostPaise: 0 }]);
    expect(totals).toMatchObject({ itemsPaise: 798_00, savingPaise: 64_05, totalGstPaise: 34_95, finalAmountPaise: 733_95 });
    expect(splitGst(totals.totalGstPaise, 'intra-state')).toEqual({ cgstPaise: 17_48, sgstPaise: 17_47, igstPaise: 0 });
  });
});
