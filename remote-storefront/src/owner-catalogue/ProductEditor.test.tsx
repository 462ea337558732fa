import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { renderWithStore } from 'shared/testing';
import { CataloguePageStore } from './catalogue-page-store';
import { aProduct, fakeCatalogueApi, flush, refusal, type FakeCatalogueApi } from './owner-catalogue-test-kit';
import OwnerCatalogue from './OwnerCatalogue';

const PHOTO = '/uploads/demo/images/fedcba9876543210-900x600.jpg';

async function openEditor(route: string, options: { api?: FakeCatalogueApi; mobile?: boolean; upload?: jest.Mock } = {}) {
  const api = options.api ?? fakeCatalogueApi();
  if (options.upload) api.uploadImage.mockImplementation(options.upload);
  const rendered = renderWithStore(<OwnerCatalogue store={new CataloguePageStore(api)} />, { route, isMobile: options.mobile ?? false });
  await act(flush);
  return { ...rendered, api };
}

const box = (name: string | RegExp) => screen.getByRole('textbox', { name });

describe('the product editor', () => {
  it.each([false, true])('has a label for every control and passes axe, new and existing (phone: %p)', async (mobile) => {
    const created = await openEditor('/owner/catalogue?edit=new', { mobile });
    await userEvent.click(screen.getByRole('button', { name: 'Add a variant' }));
    const results = await axe.run(created.container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    created.unmount();
    const edited = await openEditor('/owner/catalogue?edit=p1', { mobile });
    expect(screen.getByRole('heading', { name: 'Edit Kanchi Silk Saree' })).toHaveFocus();
    const again = await axe.run(edited.container, { rules: { 'color-contrast': { enabled: false } } });
    expect(again.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  it('creates an item with every field: prices typed in rupees go as paise, with two variants, shipping and a dispatch point', async () => {
    const user = userEvent.setup();
    const { api } = await openEditor('/owner/catalogue?edit=new');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Silk');
    await user.type(box('Name'), 'Block Print Kurta');
    await user.type(box('Description'), 'Hand block printed');
    await user.type(box(/^Price/), '1200');
    await user.type(box(/^Sale price/), '999.50');
    await user.selectOptions(screen.getByRole('combobox', { name: 'GST rate' }), '5%');
    await user.type(box(/HSN\/SAC code/), '6211');
    await user.click(screen.getByRole('button', { name: 'Add a variant' }));
    await user.click(screen.getByRole('button', { name: 'Add a variant' }));
    await user.type(box(/What the variants differ by/), 'Size');
    await user.type(box('Variant 1 name'), 'M');
    await user.type(box('Variant 1 stock'), '4');
    await user.type(box('Variant 2 name'), 'L');
    await user.clear(box('Variant 2 price (₹)'));
    await user.type(box('Variant 2 price (₹)'), '1300');
    await user.clear(box('Variant 2 sale price (₹)'));
    await user.type(box('Variant 2 stock'), '2');
    await user.click(screen.getByRole('radio', { name: /Published/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Show the price in the shop' }));
    await user.type(box(/Weight/), '0.75');
    await user.click(screen.getByRole('radio', { name: 'Charge for shipping' }));
    await user.type(box('Shipping charge (₹)'), '60');
    await user.click(screen.getByRole('checkbox', { name: /Bengaluru Warehouse/ }));
    await user.click(screen.getByRole('button', { name: 'Save product' }));
    await act(flush);
    expect(api.createProduct).toHaveBeenCalledWith({
      catalogueId: 'c1',
      categoryId: 'k1',
      name: 'Block Print Kurta',
      description: 'Hand block printed',
      images: [],
      basePricePaise: 120_000,
      salePricePaise: 99_950,
      gstRate: 5,
      hsnCode: '6211',
      stock: null,
      variantTitle: 'Size',
      variants: [
        { name: 'M', basePricePaise: 120_000, salePricePaise: 99_950, stock: 4 },
        { name: 'L', basePricePaise: 130_000, salePricePaise: null, stock: 2 },
      ],
      status: 'Published',
      priceVisible: false,
      shipping: { available: true, weightKg: 0.75, free: false, costPaise: 6_000 },
      dispatchPointIds: ['d1'],
    });
    // back on the list, told what happened
    expect(await screen.findByText('“Block Print Kurta” saved and shown in your shop.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });

  it("shows the API's refusal beside its field, focuses it, and loses nothing typed", async () => {
    const user = userEvent.setup();
    const api = fakeCatalogueApi();
    api.createProduct.mockRejectedValueOnce(refusal(400, 'Invalid body: hsnCode: must be 4 to 8 digits'));
    await openEditor('/owner/catalogue?edit=new', { api });
    await user.type(box('Name'), 'Terracotta Pot');
    await user.type(box(/^Price/), '450');
    await user.type(box('Units in stock'), '7');
    await user.click(screen.getByRole('button', { name: 'Save product' }));
    await act(flush);
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    const hsn = box(/HSN\/SAC code/);
    expect(hsn).toHaveAccessibleDescription(/must be 4 to 8 digits/);
    expect(hsn).toHaveAttribute('aria-invalid', 'true');
    expect(hsn).toHaveFocus();
    expect(box('Name')).toHaveValue('Terracotta Pot');
    expect(box(/^Price/)).toHaveValue('450');
    expect(box('Units in stock')).toHaveValue('7');
  });

  it('checks what it can before sending: a sale price above the price is refused beside the box', async () => {
    const user = userEvent.setup();
    const { api } = await openEditor('/owner/catalogue?edit=new');
    await user.type(box('Name'), 'Lamp');
    await user.type(box(/^Price/), '100');
    await user.type(box(/^Sale price/), '150');
    await user.click(screen.getByRole('checkbox', { name: 'Track stock' }));
    await user.click(screen.getByRole('button', { name: 'Save product' }));
    expect(api.createProduct).not.toHaveBeenCalled();
    expect(box(/^Sale price/)).toHaveAccessibleDescription(/must not be above the price/);
  });

  it('uploads photos with progress, shows a failed one with its reason, reorders and removes them', async () => {
    const user = userEvent.setup();
    let finish: (value: { url: string }) => void = () => {};
    const upload = jest
      .fn()
      .mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)))
      .mockResolvedValueOnce({ error: 'Only image files are allowed' });
    const { api } = await openEditor('/owner/catalogue?edit=p1', { upload });
    const input = screen.getByLabelText('Add photos');
    await user.upload(input, [new File(['a'], 'front.jpg', { type: 'image/jpeg' }), new File(['b'], 'back.jpg', { type: 'image/jpeg' })]);
    expect(screen.getByRole('progressbar', { name: 'Uploading front.jpg' })).toBeInTheDocument();
    await act(flush);
    expect(screen.getByRole('alert')).toHaveTextContent('back.jpg: Only image files are allowed');
    await act(async () => finish({ url: PHOTO }));
    const photos = screen.getByRole('list', { name: /Photos/ });
    expect(within(photos).getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual([aProduct().images[0], PHOTO]);
    await user.click(screen.getByRole('button', { name: 'Move photo 2 of 2 earlier' }));
    expect(within(photos).getAllByRole('img')[0]).toHaveAttribute('src', PHOTO);
    await user.click(screen.getByRole('button', { name: 'Remove photo 2 of 2' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await act(flush);
    expect(api.updateProduct).toHaveBeenCalledWith(expect.objectContaining({ productId: 'p1', images: [PHOTO] }));
  });

  it('deletes an item from its editor and says it was deleted', async () => {
    const user = userEvent.setup();
    const { api } = await openEditor('/owner/catalogue?edit=p1');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Delete product' }));
    await act(flush);
    expect(api.deleteProduct).toHaveBeenCalledWith('p1');
    expect(await screen.findByText('“Kanchi Silk Saree” was deleted.')).toBeInTheDocument();
  });
});
