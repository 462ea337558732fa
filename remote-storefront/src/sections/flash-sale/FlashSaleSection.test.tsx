import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type SectionValue } from 'shared';
import { API_PATHS } from 'shared/constants';
import { ACCOUNT_TYPE_ID, aPage, anAnswer, aProduct, aProductList, aSection, deferred, fakeApi, type FakeRoute, renderWithStore } from 'shared/testing';
import { FlashSaleSection } from './FlashSaleSection';

function renderSection(route: FakeRoute, values: SectionValue[] = []) {
  const section = aSection('Flash Sale', values);
  const page = aPage([section]);
  const api = fakeApi({ [API_PATHS.products]: route });
  return renderWithStore(<FlashSaleSection section={section} page={page} answer={anAnswer(page)} />, { api });
}

describe('FlashSaleSection', () => {
  it('asks for published flash-sale products and shows skeletons meanwhile', () => {
    const answer = deferred<unknown>();
    const { api } = renderSection(() => answer.promise);
    expect(api.get).toHaveBeenCalledWith(
      API_PATHS.products,
      { accountTypeId: ACCOUNT_TYPE_ID, status: 'Published', flashSale: true, page: 1, limit: 6 },
      expect.anything(),
      expect.anything(),
    );
    expect(screen.getAllByTestId('product-skeleton').length).toBeGreaterThan(0);
  });

  it('shows the products in a strip with their discount badges, under the Title', async () => {
    renderSection(
      () =>
        aProductList([
          aProduct({ name: 'Silk Saree', flashSale: true, pricing: { basePrice: 2000, salePrice: 1500 } }),
          aProduct({ name: 'Cotton Kurta', flashSale: true, pricing: { basePrice: 800, salePrice: 600 } }),
        ]),
      [{ key: 'Title', value: 'Diwali Flash Sale' }, { key: 'Description', value: 'Ends Sunday' }],
    );
    const region = await screen.findByRole('region', { name: 'Diwali Flash Sale' });
    const cards = await within(region).findAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0] as HTMLElement).getByText('25% OFF')).toBeInTheDocument();
    expect(within(region).getByRole('list')).toHaveClass('sf-strip');
    expect(within(region).getByText('Ends Sunday')).toBeInTheDocument();
  });

  it('shows the Sub Title under the heading and dresses the band in Background Color and Text Color 1', async () => {
    renderSection(
      () => aProductList([aProduct({ flashSale: true })]),
      [
        { key: 'Title', value: 'Flash Sale' },
        { key: 'Sub Title', value: 'Handpicked deals, today only' },
        { key: 'Background Color', value: '#7C2D12', type: 'color' },
        { key: 'Text Color 1', value: '#FDE047', type: 'color' },
      ],
    );
    const region = await screen.findByRole('region', { name: 'Flash Sale' });
    expect(within(region).getByText('Handpicked deals, today only')).toBeInTheDocument();
    expect(region).toHaveClass('sf-flash-sale--filled');
    expect(region.style.getPropertyValue('--sf-section-bg')).toBe('#7C2D12');
    expect(region.style.getPropertyValue('--sf-section-heading')).toBe('#FDE047');
  });

  it('stays unfilled without a Background Color', async () => {
    renderSection(() => aProductList([aProduct({ flashSale: true })]));
    expect(await screen.findByRole('region', { name: 'Flash Sale' })).not.toHaveClass('sf-flash-sale--filled');
  });

  it("uses 'Flash Sale' without a Title value and narrows to the connected catalogue", async () => {
    const { api } = renderSection(() => aProductList([aProduct({ flashSale: true })]), [{ key: 'catalogueSlug', value: 'sarees' }]);
    expect(await screen.findByRole('heading', { name: 'Flash Sale' })).toBeInTheDocument();
    expect(api.get.mock.calls[0]?.[1]).toMatchObject({ slug: 'sarees', flashSale: true });
  });

  it('draws nothing when nothing is on sale', async () => {
    const { container, api } = renderSection(() => aProductList([]));
    await waitFor(() => expect(api.get).toHaveBeenCalled());
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });

  it('offers scroll buttons on desktop when the strip overflows', async () => {
    const sizes = {
      clientWidth: jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800),
      scrollWidth: jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(1600),
    };
    const scrollBy = jest.fn();
    HTMLElement.prototype.scrollBy = scrollBy;
    try {
      renderSection(() => aProductList([aProduct({ name: 'One' }), aProduct({ name: 'Two' })]));
      await screen.findByRole('article', { name: 'One' });
      const back = await screen.findByRole('button', { name: 'Scroll back' });
      const forward = screen.getByRole('button', { name: 'Scroll forward' });
      expect(back).toBeDisabled();
      expect(forward).toBeEnabled();
      fireEvent.click(forward);
      expect(scrollBy).toHaveBeenCalledWith(expect.objectContaining({ left: 720 }));
    } finally {
      sizes.clientWidth.mockRestore();
      sizes.scrollWidth.mockRestore();
      delete (HTMLElement.prototype as Partial<HTMLElement>).scrollBy;
    }
  });

  it('has no scroll buttons when everything fits', async () => {
    renderSection(() => aProductList([aProduct({ name: 'One' })]));
    await screen.findByRole('article', { name: 'One' });
    expect(screen.queryByRole('button', { name: 'Scroll forward' })).toBeNull();
  });
});
