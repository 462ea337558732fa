import { render, screen, within } from '@testing-library/react';
import { totalsFormatter } from '../format';
import { TotalsLines } from './TotalsLines';

const block = (totals: Parameters<typeof TotalsLines>[0]['totals']) => {
  const amounts = [totals.subtotal, totals.totalDiscount, totals.shippingCost, totals.total, totals.totalGst, totals.gst.cgst, totals.gst.sgst, totals.gst.igst];
  render(
    <dl aria-label="Order totals">
      <TotalsLines totals={totals} format={totalsFormatter(amounts)} block="checkout-totals" />
    </dl>,
  );
  const dl = screen.getByLabelText('Order totals');
  return (term: string) => within(dl).getByText(term).nextElementSibling?.textContent;
};

describe('TotalsLines', () => {
  it('lists items, discount, shipping and total adding up to the paisa, and the GST inside it split CGST + SGST within a state', () => {
    const amountOf = block({ subtotal: 798, totalDiscount: 64.05, totalGst: 34.95, gst: { cgst: 17.48, sgst: 17.47, igst: 0 }, shippingCost: 0, total: 733.95 });
    expect(amountOf('Items (incl. GST)')).toBe('₹798.00');
    expect(amountOf('Discount')).toBe('−₹64.05');
    expect(amountOf('Shipping')).toBe('Free Shipping');
    expect(amountOf('Total')).toBe('₹733.95');
    expect(amountOf('GST included in total')).toBe('₹34.95');
    expect(amountOf('CGST')).toBe('₹17.48');
    expect(amountOf('SGST')).toBe('₹17.47');
    expect(screen.queryByText('IGST')).not.toBeInTheDocument();
  });

  it('shows IGST alone across states, in whole rupees when every amount is whole', () => {
    const amountOf = block({ subtotal: 15904, totalDiscount: 0, totalGst: 1704, gst: { cgst: 0, sgst: 0, igst: 1704 }, shippingCost: 0, total: 15904 });
    expect(amountOf('Items (incl. GST)')).toBe('₹15,904');
    expect(amountOf('IGST')).toBe('₹1,704');
    expect(screen.queryByText('CGST')).not.toBeInTheDocument();
    expect(screen.queryByText('Discount')).not.toBeInTheDocument();
  });
});
