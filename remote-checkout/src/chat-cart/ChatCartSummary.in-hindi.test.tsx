import { screen, within } from '@testing-library/react';
import { aProduct } from 'shared/testing';
import { inHindi } from '../i18n/hindi-test-kit';
import { aCartLine, anAddress, renderForCustomer, someTotals, wait } from '../summary/checkout-test-kit';
import ChatCartSummary from './ChatCartSummary';

describe("the chat's cart summary in Hindi", () => {
  inHindi();
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const saree = aProduct({ name: 'Silk Saree', inventory: { totalQuantity: 3 } });

  it("shows the server's totals, the address and Create Order in Hindi, the amounts as ₹", async () => {
    renderForCustomer(<ChatCartSummary mode="customer" onBack={jest.fn()} onOrdered={jest.fn()} />, {
      cart: [aCartLine(saree, 2)],
      addresses: [anAddress({ name: 'Home', isDefault: true, addressLine1: '12 MG Road' })],
      totals: () => someTotals({ subtotal: 2000, totalDiscount: 200, shippingCost: 0, total: 1800, totalGst: 86, gst: { cgst: 43, sgst: 43, igst: 0 } }),
    });
    await wait(500);
    expect(screen.getByRole('heading', { name: 'कार्ट का सारांश' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'डिलीवरी का पता' })).toHaveTextContent('यहाँ डिलीवर करें');
    const totals = screen.getByLabelText('ऑर्डर का कुल');
    const lines = within(totals)
      .getAllByRole('term')
      .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);
    expect(lines).toEqual(['सामान (GST सहित) ₹2,000', 'छूट −₹200', 'डिलीवरी शुल्क मुफ़्त डिलीवरी', 'कुल ₹1,800', 'कुल में शामिल GST ₹86', 'CGST ₹43', 'SGST ₹43']);
    expect(screen.getByRole('button', { name: 'Silk Saree की मात्रा बढ़ाएँ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ऑर्डर करें' })).toBeEnabled();
  });

  it('asks for a delivery address in Hindi before Create Order', async () => {
    renderForCustomer(<ChatCartSummary mode="customer" onBack={jest.fn()} onOrdered={jest.fn()} />, { cart: [aCartLine(saree, 1)] });
    await wait(500);
    expect(screen.getByText('अभी कोई डिलीवरी पता नहीं है')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'डिलीवरी का पता ज़रूरी है' })).toBeDisabled();
  });

  it("says the default shipping issue in Hindi, and the server's own words as it sent them", async () => {
    const other = aProduct({ name: 'Brass Lamp' });
    renderForCustomer(<ChatCartSummary mode="customer" onBack={jest.fn()} onOrdered={jest.fn()} />, {
      cart: [aCartLine(saree, 1), aCartLine(other, 1)],
      addresses: [anAddress({ isDefault: true })],
      totals: () =>
        someTotals({
          isShippingAvailable: false,
          shippingIssues: [
            { productsIds: [saree._id], message: '' },
            { productsIds: [other._id], message: 'Not delivered to 560001' },
          ],
        }),
    });
    await wait(500);
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['यह सामान आपके पते पर नहीं भेजा जा सकता।', 'Not delivered to 560001']);
  });
});
