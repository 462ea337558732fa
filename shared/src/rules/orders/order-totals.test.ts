import { lineTotals, orderTotals, sumOrderTotals, type TotalsLineInput } from './order-totals';

const line = (over: Partial<TotalsLineInput>): TotalsLineInput => ({
  basePricePaise: 100_00,
  salePricePaise: null,
  quantity: 1,
  taxApplicable: false,
  taxRate: 0,
  shippingCostPaise: 0,
  ...over,
});

describe('lineTotals: GST is the tax rate on the pre-tax selling price, per item', () => {
  it.each<[string, Partial<TotalsLineInput>, [number, number, number, number]]>([
    // [unit, discount, gst, amount]
    ['100 with 18 % tax -> 118 (spec: price x (1 + taxRate/100))', { taxApplicable: true, taxRate: 18 }, [100_00, 0, 18_00, 118_00]],
    ['tax not applicable charges no GST', { taxApplicable: false, taxRate: 18 }, [100_00, 0, 0, 100_00]],
    ['sale 80 of 100, qty 2, 18 %', { salePricePaise: 80_00, quantity: 2, taxApplicable: true, taxRate: 18 }, [80_00, 40_00, 28_80, 188_80]],
    ['sale price 0 does not count', { salePricePaise: 0, taxApplicable: true, taxRate: 5 }, [100_00, 0, 5_00, 105_00]],
    ['499 at 12 % -> 558.88 per item', { basePricePaise: 499_00, quantity: 3, taxApplicable: true, taxRate: 12 }, [499_00, 0, 179_64, 1676_64]],
    ['GST per unit rounds half away from zero', { basePricePaise: 999_99, taxApplicable: true, taxRate: 18 }, [999_99, 0, 180_00, 1179_99]],
  ])('%s', (_name, over, [unit, discount, gst, amount]) => {
    const totals = lineTotals(line(over));
    expect([totals.unitPricePaise, totals.discountPaise, totals.gstAmountPaise, totals.amountPaise]).toEqual([unit, discount, gst, amount]);
  });
});

describe('orderTotals: subtotal, discount, after discount, GST, shipping, final amount in paise', () => {
  it.each<[string, TotalsLineInput[], [number, number, number, number, number, number]]>([
    ['empty', [], [0, 0, 0, 0, 0, 0]],
    [
      'two lines with a sale, tax and shipping',
      [
        line({ basePricePaise: 100_00, salePricePaise: 80_00, quantity: 2, taxApplicable: true, taxRate: 18, shippingCostPaise: 50_00 }),
        line({ basePricePaise: 250_00, quantity: 1, taxApplicable: true, taxRate: 5 }),
      ],
      [450_00, 40_00, 410_00, 41_30, 50_00, 501_30],
    ],
    [
      'free shipping and no tax',
      [line({ basePricePaise: 1_250_00, salePricePaise: 999_00, quantity: 1 })],
      [1_250_00, 251_00, 999_00, 0, 0, 999_00],
    ],
    [
      'a sale price above the base is charged as given, without a negative discount',
      [line({ basePricePaise: 100_00, salePricePaise: 120_00 })],
      [120_00, 0, 120_00, 0, 0, 120_00],
    ],
  ])('%s', (_name, lines, expected) => {
    const t = orderTotals(lines);
    expect([t.subtotalPaise, t.totalDiscountPaise, t.afterDiscountPaise, t.totalGstPaise, t.shippingCostPaise, t.finalAmountPaise]).toEqual(expected);
  });

  it('final amount equals the sum of line amounts plus shipping', () => {
    const lines = [line({ salePricePaise: 75_50, quantity: 3, taxApplicable: true, taxRate: 12, shippingCostPaise: 40_00 }), line({ basePricePaise: 33_33, taxApplicable: true, taxRate: 18 })];
    const amounts = lines.reduce((sum, l) => sum + lineTotals(l).amountPaise, 0);
    expect(orderTotals(lines).finalAmountPaise).toBe(amounts + 40_00);
  });

  it('sums several orders field by field', () => {
    const a = orderTotals([line({ shippingCostPaise: 10_00 })]);
    const b = orderTotals([line({ basePricePaise: 50_00, taxApplicable: true, taxRate: 18 })]);
    expect(sumOrderTotals([a, b])).toEqual({
      subtotalPaise: 150_00,
      totalDiscountPaise: 0,
      afterDiscountPaise: 150_00,
      totalGstPaise: 9_00,
      shippingCostPaise: 10_00,
      finalAmountPaise: 169_00,
      itemsPaise: 159_00,
      savingPaise: 0,
    });
  });
});
