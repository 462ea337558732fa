import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { renderWithStore } from 'shared/testing';
import { CataloguePageStore } from './catalogue-page-store';
import { aProduct, fakeCatalogueApi, flush, POTTERY, refusal, SAREES, type FakeCatalogueApi } from './owner-catalogue-test-kit';
import OwnerCatalogue from './OwnerCatalogue';

async function setup(api: FakeCatalogueApi = fakeCatalogueApi(), options: { mobile?: boolean; route?: string } = {}) {
  const store = new CataloguePageStore(api);
  const rendered = renderWithStore(<OwnerCatalogue store={store} />, { isMobile: options.mobile ?? false, route: options.route ?? '/owner/catalogue' });
  await act(flush);
  return { ...rendered, api, page: store };
}

const noViolations = async (container: HTMLElement) => {
  // jsdom lays nothing out, so contrast is left to the browser check
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
};

describe('OwnerCatalogue', () => {
  it.each([false, true])('shows the catalogues beside the items, and passes axe (phone: %p)', async (mobile) => {
    const { container } = await setup(undefined, { mobile });
    expect(screen.getByRole('heading', { level: 1, name: 'Catalogue' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sarees' })).toBeInTheDocument();
    const items = screen.getByRole('list', { name: 'Products' });
    expect(within(items).getByRole('heading', { name: 'Kanchi Silk Saree' })).toBeInTheDocument();
    expect(within(items).getByText(/₹10,999\.00 \(was ₹12,499\.00\)/)).toBeInTheDocument();
    expect(within(items).getByText(/Sarees › Silk/)).toBeInTheDocument();
    await noViolations(container);
  });

  it('leads a business with no catalogue to create one, then to add its first product', async () => {
    const user = userEvent.setup();
    const api = fakeCatalogueApi([], []);
    const { container } = await setup(api);
    expect(screen.getByText(/Create your first catalogue, then add your first product/)).toBeInTheDocument();
    await noViolations(container);
    api.catalogues.mockResolvedValue([POTTERY]);
    await user.type(screen.getByRole('textbox', { name: 'Create your first catalogue' }), 'Pottery');
    await user.click(screen.getByRole('button', { name: 'Create catalogue' }));
    await act(flush);
    expect(api.createCatalogue).toHaveBeenCalledWith('Pottery');
    expect(screen.getAllByRole('status').some((status) => status.textContent === 'Catalogue “Pottery” created')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Add your first product' }));
    await act(flush);
    expect(screen.getByRole('heading', { name: 'Add a product' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Catalogue' })).toHaveValue('c2');
  });

  it("shows the server's reason when a category that still has items cannot be deleted", async () => {
    const user = userEvent.setup();
    const api = fakeCatalogueApi();
    api.deleteCategory.mockRejectedValue(refusal(409, 'This category still has products: move or delete them first'));
    await setup(api);
    await user.click(screen.getByRole('button', { name: 'Delete category Silk' }));
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Delete category' }));
    await act(flush);
    expect(api.deleteCategory).toHaveBeenCalledWith('k1');
    expect(screen.getByRole('alert')).toHaveTextContent('This category still has products: move or delete them first');
  });

  it('renames a catalogue in place and keeps the typed name when the server refuses it', async () => {
    const user = userEvent.setup();
    const api = fakeCatalogueApi();
    api.renameCatalogue.mockRejectedValueOnce(refusal(400, 'Invalid body: name: Too big'));
    await setup(api);
    await user.click(screen.getByRole('button', { name: 'Rename catalogue Sarees' }));
    const box = screen.getByRole('textbox', { name: 'New name for Sarees' });
    expect(box).toHaveFocus();
    await user.clear(box);
    await user.type(box, 'Silk Sarees');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    await act(flush);
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid body: name: Too big');
    expect(box).toHaveValue('Silk Sarees');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    await act(flush);
    expect(api.renameCatalogue).toHaveBeenLastCalledWith('c1', 'Silk Sarees');
  });

  it('searches and filters by catalogue, category and status (Archived too), and pages', async () => {
    const user = userEvent.setup();
    const api = fakeCatalogueApi();
    api.products.mockResolvedValue({ items: [aProduct()], page: 1, pageSize: 20, total: 45 });
    await setup(api);
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'silk{Enter}');
    await act(flush);
    expect(api.products).toHaveBeenLastCalledWith({ search: 'silk', page: 1 });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Catalogue' }), 'Sarees');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Silk');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Archived');
    await act(flush);
    expect(api.products).toHaveBeenLastCalledWith({ search: 'silk', catalogueId: 'c1', categoryId: 'k1', status: 'Archived', page: 1 });
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await act(flush);
    expect(api.products).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'Archived', page: 2 }));
  });

  it('says "Add your first product" for a catalogue with none, and "nothing matches" for a search with none', async () => {
    const user = userEvent.setup();
    await setup(fakeCatalogueApi([SAREES, POTTERY], [aProduct()]), { route: '/owner/catalogue?catalogue=c2' });
    expect(screen.getByText('“Pottery” has no products yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add your first product' })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'nothing{Enter}');
    await act(flush);
    expect(screen.getByText('No products match these filters.')).toBeInTheDocument();
  });

  it('tells the owner whether a delete deleted the item or archived it for its orders', async () => {
    const user = userEvent.setup();
    const api = fakeCatalogueApi();
    api.deleteProduct.mockResolvedValue('archived');
    await setup(api);
    await user.click(screen.getByRole('button', { name: 'Delete Kanchi Silk Saree' }));
    await user.click(screen.getByRole('button', { name: 'Delete product' }));
    await act(flush);
    expect(api.deleteProduct).toHaveBeenCalledWith('p1');
    await waitFor(() => expect(screen.getByText(/“Kanchi Silk Saree” was archived, not deleted: it has orders/)).toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Products and services' })).toHaveFocus();
  });
});
