import { render, screen, within } from '@testing-library/react';
import { OrderTotalsLines } from './OrderTotalsLines';

const amountOf = (term: string) => within(screen.getByLabelText('Order totals')).getByText(term).nextElementSibling?.textContent;

describe('OrderTotalsLines', () => {
  it('lists an order’s items, discount, shipping and total adding up to the paisa, and its GST split, with paise as soon as one figure has them', () => {
    render(<OrderTotalsLines totals={{ subtotal: 2100, totalDiscount: 420, totalGst: 80, gst: { cgst: 0, sgst: 0, igst: 80 }, shippingCost: 50.5, total: 1730.5 }} />);
    expect(amountOf('Items (incl. GST)')).toBe('₹2,100.00');
    expect(amountOf('Discount')).toBe('−₹420.00');
    expect(amountOf('Shipping')).toBe('₹50.50');
    expect(amountOf('Total')).toBe('₹1,730.50');
    expect(amountOf('IGST')).toBe('₹80.00');
    expect(screen.queryByText('CGST')).not.toBeInTheDocument();
  });

  it('reads whole rupees, as the chat shows money, when every figure is whole', () => {
    render(<OrderTotalsLines totals={{ subtotal: 590, totalDiscount: 0, totalGst: 90, gst: { cgst: 45, sgst: 45, igst: 0 }, shippingCost: 0, total: 590 }} />);
    expect(amountOf('Total')).toBe('₹590');
    expect(amountOf('Shipping')).toBe('Free Shipping');
    expect(amountOf('CGST')).toBe('₹45');
    expect(amountOf('SGST')).toBe('₹45');
  });
});
