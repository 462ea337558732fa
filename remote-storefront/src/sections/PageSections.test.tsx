import { screen, waitFor } from '@testing-library/react';
import { API_PATHS } from 'shared/constants';
import { aCatalogue, aCatalogueList, aPage, anAnswer, aSection, fakeApi, renderWithStore } from 'shared/testing';
import PageSections from './PageSections';

describe('PageSections', () => {
  it('draws the visible sections of the layout in indexPosition order, each by its registered component', async () => {
    const page = aPage([
      aSection('Shop by Category', [{ key: 'SectionTitle', value: 'Categories' }], { indexPosition: 2 }),
      aSection('Banner', [{ key: 'Image', value: '/b.jpg', label: 'Welcome' }], { indexPosition: 1 }),
      aSection('Hero', [{ key: 'Title', value: 'Hidden hero' }], { indexPosition: 0, status: 'hide' }),
      aSection('About', [{ key: 'Title', value: 'Mobile only' }], { indexPosition: 3, viewMode: 'mobile' }),
      aSection('Unknown widget', [{ key: 'Title', value: 'Nobody draws me' }], { indexPosition: 4 }),
    ]);
    const api = fakeApi({ [API_PATHS.cataloguesByAccount]: () => aCatalogueList([aCatalogue({ name: 'Sarees' })]) });
    renderWithStore(<PageSections page={page} answer={anAnswer(page)} />, { api });

    expect(screen.getByRole('img', { name: 'Welcome' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Sarees' })).toBeInTheDocument();
    const order = Array.from(document.querySelectorAll('.sf-page > [data-section]')).map((node) => node.getAttribute('data-section'));
    expect(order).toEqual(['Banner', 'Shop by Category']);
    expect(screen.queryByText('Hidden hero')).toBeNull();
    expect(screen.queryByText('Mobile only')).toBeNull();
    expect(screen.queryByText('Nobody draws me')).toBeNull();
  });

  it('draws mobile-only sections on mobile', async () => {
    const page = aPage([aSection('About', [{ key: 'Title', value: 'Mobile only' }], { viewMode: 'mobile' })]);
    renderWithStore(<PageSections page={page} answer={anAnswer(page)} />, { isMobile: true });
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Mobile only' })).toBeInTheDocument());
  });
});
