import { fireEvent, screen, within } from '@testing-library/react';
import { ApiError, type Product } from 'shared';
import { API_PATHS } from 'shared/constants';
import { aPage, anAnswer, aProduct, fakeApi, type FakeRoute } from 'shared/testing';
import { renderInHindi } from '../testing/render-in-hindi';
import { aVariant } from '../testing/product-builders';
import ProductDetails from './ProductDetails';

const page = aPage([], { keyValue: 'product-details', customRoute: '/product-details', title: 'Product details' });

function renderDetails(route: FakeRoute, isMobile = false) {
  const api = fakeApi({ [API_PATHS.productDetails]: route });
  return renderInHindi(<ProductDetails page={page} answer={anAnswer(page)} />, { api, isMobile, route: '/product-details?name=silk-saree' });
}
const answering = (product: Product): FakeRoute => () => ({ message: 'success', data: product });

describe('the product details in Hindi', () => {
  it('says prices, tax, stock, variants, quantity and the actions in Hindi; the product stays in its own words', async () => {
    const product = aProduct({
      name: 'Banarasi Silk Saree',
      slug: 'silk-saree',
      variantTitle: null,
      variants: [aVariant('Red', 2, { basePrice: 2000, salePrice: 1500 }), aVariant('Blue', 0)],
      pricing: { taxApplicable: true, taxRate: 5 },
    });
    const { store } = await renderDetails(answering(product));
    expect(await screen.findByRole('heading', { level: 1, name: 'Banarasi Silk Saree' })).toBeInTheDocument();
    expect(screen.getByText('5% GST सहित')).toBeInTheDocument();
    expect(screen.getByText('25% छूट')).toBeInTheDocument();
    const stock = screen.getAllByRole('status').find((el) => el.classList.contains('sf-pd-stock')) as HTMLElement;
    expect(stock).toHaveTextContent('स्टॉक में है');
    expect(stock).toHaveTextContent('केवल 2 बचे');
    expect(stock).toHaveTextContent('मुफ़्त डिलीवरी');
    const variants = screen.getByRole('group', { name: /^विकल्प/ });
    const blue = within(variants).getByRole('button', { name: /^Blue/ });
    expect(blue).toHaveAccessibleName(/^Blue ?, स्टॉक में नहीं$/);
    fireEvent.click(blue);
    expect(store.ui.snackbars.map((snackbar) => snackbar.message)).toEqual(['स्टॉक में नहीं']);
    expect(screen.getByRole('textbox', { name: 'मात्रा' })).toHaveValue('1');
    expect(screen.getByRole('button', { name: 'मात्रा बढ़ाएँ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'अभी खरीदें' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'कार्ट में डालें' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'शेयर करें' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'कार्ट में डालें' }));
    expect(store.ui.snackbars.at(-1)).toMatchObject({ message: 'कार्ट में डाल दिया', action: { label: 'कार्ट देखें' } });
  });

  it('keeps the owner’s own button text, and names the phone’s controls in Hindi', async () => {
    await renderDetails(answering(aProduct({ slug: 'silk-saree', button: 'Reserve a fitting', pricing: { priceVisible: true } })), true);
    expect(await screen.findByRole('button', { name: 'Reserve a fitting' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'वापस' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'उत्पाद के विकल्प' })).toBeInTheDocument();
  });

  it("says 'not found' in Hindi, with Try Again, Go Back and Contact support", async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    await renderDetails(() => {
      throw new ApiError(404, 'PRODUCT_NOT_FOUND', 'Product not found');
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'उत्पाद नहीं मिला' })).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'फिर से कोशिश करें' })).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'वापस जाएँ' })).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'सहायता से संपर्क करें' })).toBeInTheDocument();
    log.mockRestore();
  });
});
