import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aPage, anAnswer, aSection } from 'shared/testing';
import PageSections from '../PageSections';
import { renderEditing } from './render-editing';

const hero = aSection('Hero', [
  { key: 'Title', value: 'Visit our store' },
  { key: 'Description', value: 'Open daily', type: 'textarea' },
  { key: 'Text Color 1', value: '#1F2937', type: 'color' },
  { key: 'Image', value: '/uploads/store.svg', type: 'image' },
], { indexPosition: 0 });
const hiddenAbout = aSection('About', [{ key: 'Title', value: 'Our roots' }], { indexPosition: 1, status: 'hide' });
const mobileAbout = aSection('About', [{ key: 'Title', value: 'Phones only' }], { indexPosition: 2, viewMode: 'mobile' });
const page = aPage([hero, hiddenAbout, mobileAbout]);
const ok = (message: string) => jest.fn(async () => ({ message, pageDetails: page }));

const renderPage = (options: Parameters<typeof renderEditing>[1] = {}) => renderEditing(<PageSections page={page} answer={anAnswer(page)} />, options);
const bar = (name: string) => screen.findByRole('group', { name: `${name} section` });

describe('PageSections in edit mode', () => {
  it('frames every section of the layout, hidden ones too, with Edit, Duplicate, Hide/Show and Remove', async () => {
    renderPage();
    const heroBar = await bar('Hero: Visit our store');
    for (const name of ['Edit', 'Duplicate', 'Hide', 'Remove']) expect(within(heroBar).getByRole('button', { name })).toBeEnabled();
    const aboutBar = await bar('About: Our roots');
    expect(within(aboutBar).getByText('Hidden')).toBeInTheDocument();
    expect(within(aboutBar).getByRole('button', { name: 'Show' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Our roots' })).toBeInTheDocument();
    expect(screen.queryByText('Phones only')).toBeNull();
  });

  it('draws no frames and no hidden sections for visitors, for the owner out of edit mode, or for another business', async () => {
    for (const options of [{ editMode: false }, { ownerOf: 'f'.repeat(24) }]) {
      const { unmount } = renderPage(options);
      expect(await screen.findByRole('heading', { name: 'Visit our store' })).toBeInTheDocument();
      expect(screen.queryByRole('group', { name: /section$/ })).toBeNull();
      expect(screen.queryByText('Our roots')).toBeNull();
      unmount();
    }
  });

  it('hides, shows and duplicates through the owner store, showing the answer as a success', async () => {
    const post = ok('Section hidden successfully');
    const { store } = renderPage({ post });
    await userEvent.click(within(await bar('Hero: Visit our store')).getByRole('button', { name: 'Hide' }));
    expect(post).toHaveBeenCalledWith('/business_website/page/update_page_section_status', { sectionId: hero._id, status: 'hide' }, expect.anything());
    await waitFor(() => expect(store.ui.snackbars.at(-1)).toMatchObject({ message: 'Section hidden successfully', severity: 'success' }));

    await userEvent.click(within(await bar('About: Our roots')).getByRole('button', { name: 'Show' }));
    expect(post).toHaveBeenLastCalledWith('/business_website/page/update_page_section_status', { sectionId: hiddenAbout._id, status: 'show' }, expect.anything());

    await userEvent.click(within(await bar('Hero: Visit our store')).getByRole('button', { name: 'Duplicate' }));
    expect(post).toHaveBeenLastCalledWith(
      '/business_website/page/duplicate_website_page_section',
      { sectionId: hero._id, pageId: page._id, accountTypeId: page.accountTypeId },
      expect.anything(),
    );
  });

  it('removes only after the confirmation, and not on Cancel', async () => {
    const post = ok('Section removed successfully');
    renderPage({ post });
    const heroBar = await bar('Hero: Visit our store');
    await userEvent.click(within(heroBar).getByRole('button', { name: 'Remove' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Remove this section?' });
    expect(dialog).toHaveAccessibleDescription('“Hero: Visit our store” will be removed from the page. This cannot be undone.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(post).not.toHaveBeenCalled();
    expect(within(heroBar).getByRole('button', { name: 'Remove' })).toHaveFocus();

    await userEvent.click(within(heroBar).getByRole('button', { name: 'Remove' }));
    dialog = screen.getByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(post).toHaveBeenCalledWith('/business_website/page/remove_website_page_section', { sectionId: hero._id }, expect.anything());
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('keeps the dialog open and shows the server message when the action fails', async () => {
    const post = jest.fn(async () => {
      const { ApiError } = await import('shared');
      throw new ApiError(403, 'FORBIDDEN', 'You do not have permission to edit this website', { message: 'You do not have permission to edit this website' });
    });
    const { store } = renderPage({ post });
    await userEvent.click(within(await bar('Hero: Visit our store')).getByRole('button', { name: 'Remove' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(store.ui.snackbars.at(-1)).toMatchObject({ message: 'You do not have permission to edit this website', severity: 'error' }));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('closes a dialog with Escape', async () => {
    renderPage();
    await userEvent.click(within(await bar('Hero: Visit our store')).getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('dialog', { name: 'Edit Hero: Visit our store' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the Edit form', () => {
  const openEdit = async (options: Parameters<typeof renderEditing>[1] = {}) => {
    const rendered = renderPage(options);
    await userEvent.click(within(await bar('Hero: Visit our store')).getByRole('button', { name: 'Edit' }));
    return { ...rendered, dialog: screen.getByRole('dialog', { name: 'Edit Hero: Visit our store' }) };
  };

  it('offers a field per value by kind: text, long text, colour with a picker, image address', async () => {
    const { dialog } = await openEdit();
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Visit our store');
    expect(within(dialog).getByLabelText('Title')).toHaveFocus();
    expect(within(dialog).getByLabelText('Description').tagName).toBe('TEXTAREA');
    expect(within(dialog).getByLabelText('Text Color 1')).toHaveValue('#1F2937');
    expect(within(dialog).getByLabelText('Text Color 1 picker')).toHaveAttribute('type', 'color');
    expect(within(dialog).getByLabelText('Image (image address)')).toHaveValue('/uploads/store.svg');
  });

  it('refuses an unsafe colour or address before sending, naming the fix', async () => {
    const post = ok('Section updated successfully');
    const { dialog } = await openEdit({ post });
    await userEvent.clear(within(dialog).getByLabelText('Text Color 1'));
    await userEvent.type(within(dialog).getByLabelText('Text Color 1'), 'url(x)');
    await userEvent.clear(within(dialog).getByLabelText('Image (image address)'));
    await userEvent.type(within(dialog).getByLabelText('Image (image address)'), 'javascript:alert(1)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(within(dialog).getByText('Enter a colour such as #B45309')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Text Color 1')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByText('Enter an image address starting with / or https://')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('sends every value with the edits and closes when the server took them', async () => {
    const post = ok('Section updated successfully');
    const { dialog, store } = await openEdit({ post });
    await userEvent.clear(within(dialog).getByLabelText('Title'));
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Come and see us');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(post).toHaveBeenCalledWith(
      '/business_website/page/update_page_section_data',
      { sectionId: hero._id, values: [{ ...hero.values[0], value: 'Come and see us' }, hero.values[1], hero.values[2], hero.values[3]] },
      expect.anything(),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(store.ui.snackbars.at(-1)).toMatchObject({ message: 'Section updated successfully', severity: 'success' });
  });

  it('edits list entries with their caption, link and shown switch', async () => {
    const banner = aSection('Banner', [
      { key: 'Image', value: '/b1.svg', type: 'image', label: 'Silk', url: '/products', status: 'show', allowToAddMultiple: true },
      { key: 'Image', value: '/b2.svg', type: 'image', label: 'Lamps', url: '/products', status: 'hide', allowToAddMultiple: true },
    ]);
    const bannerPage = aPage([banner]);
    const post = jest.fn(async () => ({ message: 'Section updated successfully', pageDetails: bannerPage }));
    renderEditing(<PageSections page={bannerPage} answer={anAnswer(bannerPage)} />, { post });
    await userEvent.click(within(await bar('Banner')).getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByLabelText('Image 2 alt text')).toHaveValue('Lamps');
    expect(within(dialog).getByLabelText('Show Image 2')).not.toBeChecked();
    await userEvent.click(within(dialog).getByLabelText('Show Image 2'));
    await userEvent.type(within(dialog).getByLabelText('Image 1 link'), '?catalogue=silk');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    const body = (post.mock.calls[0] as unknown as [string, { values: unknown[] }])[1];
    expect(body.values).toEqual([
      { ...banner.values[0], url: '/products?catalogue=silk' },
      { ...banner.values[1], status: 'show' },
    ]);
  });
});
