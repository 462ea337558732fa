import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, type SectionValue } from 'shared';
import { API_PATHS } from 'shared/constants';
import { aCatalogue, aCatalogueList, aPage, anAnswer, aProduct, aProductList, aSection } from 'shared/testing';
import { renderEditing, type EditingOptions } from '../edit-mode/render-editing';
import { FeaturedProductsSection } from './FeaturedProductsSection';

const CONNECTED: SectionValue[] = [
  { key: 'Title', value: 'Bestsellers' },
  { key: 'catalogueId', value: 'c0c0c0c0c0c0c0c0c0c0c0c0', type: 'catalogue' },
  { key: 'catalogueSlug', value: 'sarees', type: 'catalogue' },
];
const spices = aCatalogue({ name: 'Kitchen & Spices', slug: 'kitchen-spices', totalItems: 12 });
const sarees = aCatalogue({ name: 'Sarees', slug: 'sarees', totalItems: 1 });

function renderFeatured(values: SectionValue[], options: EditingOptions & { catalogues?: () => unknown } = {}) {
  const section = aSection('Featured Products', values);
  const page = aPage([section]);
  const rendered = renderEditing(<FeaturedProductsSection section={section} page={page} answer={anAnswer(page)} />, {
    ...options,
    routes: {
      [API_PATHS.products]: () => aProductList([aProduct({ name: 'Kanjivaram Silk' })]),
      [API_PATHS.catalogues]: options.catalogues ?? (() => aCatalogueList([sarees, spices])),
    },
  });
  return { ...rendered, section, page };
}

const openModal = async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'Change Catalogue' }));
  return screen.getByRole('dialog', { name: 'Select Catalogue' });
};

describe('Featured Products in edit mode', () => {
  it('shows the Change Catalogue panel over the products for the owner', async () => {
    renderFeatured(CONNECTED);
    const panel = await screen.findByRole('group', { name: 'Change Catalogue' });
    expect(panel).toHaveTextContent('Showing products of the catalogue sarees');
    expect(await screen.findByRole('link', { name: 'Kanjivaram Silk' })).toBeInTheDocument();
  });

  it("shows an unconnected section to the owner with 'No featured products yet'", async () => {
    const { api } = renderFeatured([{ key: 'Title', value: 'Pick me' }]);
    expect(await screen.findByRole('heading', { name: 'Pick me' })).toBeInTheDocument();
    expect(screen.getByText('No featured products yet')).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'Change Catalogue' })).toHaveTextContent('No catalogue connected yet');
    expect(screen.queryByRole('link', { name: /View All/ })).toBeNull();
    expect(api.get).not.toHaveBeenCalledWith(API_PATHS.products, expect.anything(), expect.anything(), expect.anything());
  });

  it('has no panel out of edit mode', async () => {
    renderFeatured(CONNECTED, { editMode: false });
    expect(await screen.findByRole('link', { name: 'Kanjivaram Silk' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change Catalogue' })).toBeNull();
  });

  it('lists the catalogues (get_catalogue), marks the connected one and connects the one chosen', async () => {
    const { page, section, api, post, store } = renderFeatured(CONNECTED, {
      post: jest.fn(async () => ({ message: 'Catalogue connected successfully', pageDetails: aPage() })),
    });
    const dialog = await openModal();
    const choice = await within(dialog).findByRole('button', { name: /Kitchen & Spices/ });
    expect(api.get).toHaveBeenCalledWith(API_PATHS.catalogues, { accountTypeId: page.accountTypeId }, expect.anything(), expect.anything());
    expect(choice).toHaveTextContent('12 items');
    expect(within(dialog).getByRole('button', { name: /Sarees/ })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(choice);
    expect(post).toHaveBeenCalledWith(
      '/business_website/page/update_page_section_data',
      {
        sectionId: section._id,
        values: [
          { key: 'catalogueId', value: spices._id, type: 'catalogue' },
          { key: 'catalogueSlug', value: 'kitchen-spices', type: 'catalogue' },
        ],
      },
      expect.anything(),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(store.ui.snackbars.at(-1)).toMatchObject({ message: 'Catalogue connected successfully', severity: 'success' });
  });

  it("says 'An error occurred while connecting the catalogue.' when the call throws, and stays open", async () => {
    const { store } = renderFeatured(CONNECTED, { post: jest.fn().mockRejectedValue(new ApiError(0, 'NETWORK_ERROR', 'offline')) });
    const dialog = await openModal();
    await userEvent.click(await within(dialog).findByRole('button', { name: /Kitchen & Spices/ }));
    await waitFor(() => expect(store.ui.snackbars.at(-1)).toMatchObject({ message: 'An error occurred while connecting the catalogue.', severity: 'error' }));
    expect(screen.getByRole('dialog', { name: 'Select Catalogue' })).toBeInTheDocument();
  });

  it("says 'No catalogues available' with a link to the owner's catalogue page in a new tab", async () => {
    renderFeatured(CONNECTED, { catalogues: () => aCatalogueList([]) });
    const dialog = await openModal();
    expect(await within(dialog).findByText('No catalogues available')).toBeInTheDocument();
    const link = within(dialog).getByRole('link', { name: 'Create your first catalogue to get started' });
    // the owner's catalogue page, where a catalogue is created
    expect(link).toHaveAttribute('href', '/owner/catalogue');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('offers Try Again when the catalogues cannot be loaded', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    let calls = 0;
    renderFeatured(CONNECTED, {
      catalogues: () => {
        calls += 1;
        if (calls === 1) throw new Error('offline');
        return aCatalogueList([spices]);
      },
    });
    try {
      const dialog = await openModal();
      await userEvent.click(await within(dialog).findByRole('button', { name: 'Try Again' }));
      expect(await within(dialog).findByRole('button', { name: /Kitchen & Spices/ })).toBeInTheDocument();
    } finally {
      log.mockRestore();
    }
  });
});
