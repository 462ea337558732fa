import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from 'shared';
import { API_PATHS } from 'shared/constants';
import { ACCOUNT_TYPE_ID, aProduct, deferred } from 'shared/testing';
import { reloadPage } from './reload-page';
import { currentLocation, renderDetails } from './product-details-test-kit';

jest.mock('./reload-page', () => ({ reloadPage: jest.fn() }));

const quietly = async (run: () => Promise<void>) => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => {});
  try {
    await run();
  } finally {
    log.mockRestore();
  }
};

describe('ProductDetails: loading and errors', () => {
  it('asks for the product named in the URL with the site’s accountTypeId, with skeletons meanwhile', () => {
    const answer = deferred<unknown>();
    const { api } = renderDetails(() => answer.promise, { route: '/product-details?name=kota-doria-saree' });
    expect(api.get).toHaveBeenCalledWith(API_PATHS.productDetails, { accountTypeId: ACCOUNT_TYPE_ID, slug: 'kota-doria-saree' }, expect.anything(), expect.anything());
    expect(screen.getByRole('status', { name: 'Loading product' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it("says 'Product Not Found' on a 404, with Try Again (reload), Go Back and Contact support", async () => {
    await quietly(async () => {
      renderDetails(
        () => {
          throw new ApiError(404, 'PRODUCT_NOT_FOUND', 'Product not found');
        },
        { route: '/product-details?name=nothing', pages: [{ keyValue: 'contact', customRoute: '/contact-us', title: 'Contact' }] },
      );
      const alert = await screen.findByRole('alert');
      expect(within(alert).getByRole('heading', { name: 'Product Not Found' })).toBeInTheDocument();
      expect(within(alert).getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/contact-us');
      fireEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
      expect(reloadPage).toHaveBeenCalled();
      fireEvent.click(within(alert).getByRole('button', { name: 'Go Back' }));
      // opened directly (no history inside the site): back goes to the listing
      expect(currentLocation()).toBe('/products');
    });
  });

  it("says 'Product Not Available' on any other failure, with Contact support at /contact", async () => {
    await quietly(async () => {
      renderDetails(() => {
        throw new ApiError(0, 'NETWORK_ERROR', 'offline');
      });
      expect(await screen.findByRole('heading', { name: 'Product Not Available' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/contact');
    });
  });

  it('asks nothing and says not found when the URL names no product', () => {
    const { api } = renderDetails(aProduct(), { route: '/product-details' });
    expect(api.get).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Product Not Found' })).toBeInTheDocument();
  });
});

describe('ProductDetails: the product on desktop', () => {
  afterEach(() => {
    document.title = '';
  });

  it('names the tab after the product and the business, and gives it back on leaving', async () => {
    document.title = 'Kaveri';
    const { unmount } = renderDetails(aProduct({ name: 'Kota Doria Saree', slug: 'kota-doria-saree' }));
    await screen.findByRole('heading', { level: 1, name: 'Kota Doria Saree' });
    expect(document.title).toBe('Kota Doria Saree | Kanchi Weaves');
    unmount();
    expect(document.title).toBe('Kaveri');
  });

  it('shows badges, price with tax and the struck base price, stock banner, description and tags', async () => {
    const product = aProduct({
      name: 'Chanderi Cotton Saree',
      featured: true,
      categoryId: { _id: 'c1c1c1c1c1c1c1c1c1c1c1c1', slug: 'cotton-sarees', name: 'Cotton Sarees' },
      pricing: { basePrice: 1000, salePrice: 800, taxApplicable: true, taxRate: 5 },
      inventory: { totalQuantity: 2, stockStatus: 'Low Stock' },
      description: 'Sheer Chanderi.\n\nWoven in Madhya Pradesh.',
      tags: ['chanderi', 'cotton'],
    });
    renderDetails(product);
    const article = await screen.findByRole('article', { name: 'Chanderi Cotton Saree' });
    expect(within(article).getByRole('link', { name: 'Category: Cotton Sarees' })).toHaveAttribute(
      'href',
      `/products?catalogue=${product.catalogueId.slug}&category=cotton-sarees`,
    );
    expect(within(article).getByText('Featured')).toBeInTheDocument();
    expect(within(article).getByText('₹840.00')).toBeInTheDocument();
    expect(article.querySelector('s')).toHaveTextContent('₹1,050.00');
    expect(within(article).getByText('20% OFF')).toBeInTheDocument();
    expect(within(article).getByText('Inclusive of 5% GST')).toBeInTheDocument();
    expect(within(article).getByText('You save ₹210.00')).toBeInTheDocument();
    const banner = within(article).getByRole('status');
    expect(banner).toHaveTextContent('Low Stock');
    expect(banner).toHaveTextContent('2 left');
    expect(banner).toHaveTextContent('Free Shipping');
    expect(within(article).getByText('Woven in Madhya Pradesh.')).toBeInTheDocument();
    expect(within(within(article).getByRole('list', { name: 'Tags' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['#chanderi', '#cotton']);
  });

  it("shows 'Price on request' and only 'Send Enquiry Request' when the price is hidden", async () => {
    renderDetails(aProduct({ button: 'Buy', pricing: { priceVisible: false, basePrice: 42000 } }));
    const article = await screen.findByRole('article');
    expect(within(article).getByText('Price on request')).toBeInTheDocument();
    expect(within(article).queryByText(/₹/)).toBeNull();
    expect(within(article).getByRole('button', { name: 'Send Enquiry Request' })).toBeEnabled();
    expect(within(article).queryByRole('button', { name: 'Buy Now' })).toBeNull();
    expect(within(article).queryByRole('button', { name: 'Add to Cart' })).toBeNull();
  });

  it('disables buying, adding and the stepper when out of stock, but leaves an enquiry open', async () => {
    const { unmount } = renderDetails(aProduct({ button: 'Buy', inventory: { totalQuantity: 0, stockStatus: 'Out of Stock' } }));
    expect(await screen.findByRole('button', { name: 'Buy Now' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Quantity' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Out of Stock');
    unmount();
    renderDetails(aProduct({ button: 'Chat', inventory: { totalQuantity: 0, stockStatus: 'Out of Stock' } }));
    expect(await screen.findByRole('button', { name: 'Chat Now' })).toBeEnabled();
  });

  it('loads another product when the URL names another', async () => {
    const first = aProduct({ name: 'First', slug: 'first' });
    const { api } = renderDetails(first);
    await screen.findByRole('heading', { name: 'First' });
    await waitFor(() => expect(api.get).toHaveBeenCalledTimes(1));
  });
});
