import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { aPage, fakeApi } from 'shared/testing';
import { renderInHindi } from '../testing/render-in-hindi';
import { DesktopProductListing } from './desktop/DesktopProductListing';
import { listingRoutes, pagedProducts, products } from './listing-test-kit';
import { MobileProductListing } from './mobile/MobileProductListing';

const page = aPage([], { keyValue: 'products', customRoute: '/products' });
const settled = () => waitFor(() => expect(screen.queryAllByTestId(/skeleton/)).toHaveLength(0));

describe('the listing in Hindi', () => {
  it('names the page, the count, the pages and the cards in Hindi; product names stay as the owner wrote them', async () => {
    await renderInHindi(<DesktopProductListing page={page} />, { api: fakeApi(listingRoutes(pagedProducts(products(20)))), route: '/products?search=saree' });
    await settled();
    expect(screen.getByRole('heading', { level: 1, name: 'सभी उत्पाद' })).toBeInTheDocument();
    expect(screen.getByText('20 उत्पाद')).toBeInTheDocument();
    // the term sits where Hindi puts it, before the words
    expect(screen.getByText(/के नतीजे/)).toHaveTextContent(/^saree के नतीजे/);
    expect(screen.getByRole('button', { name: 'खोज हटाएँ' })).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'पेज' });
    expect(within(pages).getByRole('button', { name: 'अगला' })).toBeEnabled();
    expect(within(pages).getByRole('button', { name: 'पेज 2' })).toBeInTheDocument();
    const card = screen.getAllByRole('article')[0] as HTMLElement;
    expect(within(card).getByRole('link', { name: 'Product 1' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'कार्ट में डालें' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'अभी खरीदें' })).toBeInTheDocument();
  });

  it('offers the filters and sorts in Hindi', async () => {
    await renderInHindi(<DesktopProductListing page={page} />, { api: fakeApi(listingRoutes(pagedProducts(products(3)))), route: '/products' });
    await settled();
    fireEvent.click(screen.getByRole('button', { name: 'फ़िल्टर और क्रम' }));
    const sheet = await screen.findByRole('dialog', { name: 'फ़िल्टर और क्रम' }, { timeout: 5000 });
    const sorts = within(sheet).getByRole('group', { name: 'क्रम' });
    expect(within(sorts).getAllByRole('radio').map((radio) => radio.parentElement?.textContent)).toEqual([
      'नाम (A-Z)',
      'कीमत: कम से ज़्यादा',
      'कीमत: ज़्यादा से कम',
      'रेटिंग',
      'सबसे नए',
    ]);
    expect(within(sheet).getByRole('checkbox', { name: 'केवल स्टॉक वाले' })).toBeInTheDocument();
    expect(within(sheet).getByRole('button', { name: '4 स्टार और ऊपर' })).toBeInTheDocument();
    expect(within(sheet).getByRole('button', { name: 'लागू करें' })).toBeInTheDocument();
  });

  it("says in Hindi that nothing was found, and on a phone that the list has ended", async () => {
    const empty = await renderInHindi(<DesktopProductListing page={page} />, { api: fakeApi(listingRoutes(pagedProducts([]))), route: '/products' });
    expect(await screen.findByText('कोई उत्पाद नहीं मिला')).toBeInTheDocument();
    expect(screen.getByText('अपनी खोज या श्रेणी फ़िल्टर बदलकर देखें')).toBeInTheDocument();
    empty.unmount();

    await renderInHindi(<MobileProductListing page={page} />, { api: fakeApi(listingRoutes(pagedProducts(products(1)))), route: '/products', isMobile: true });
    expect(await screen.findByText('आपने सभी उत्पाद देख लिए हैं')).toBeInTheDocument();
    expect(screen.getByText('1 उत्पाद')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'कैटलॉग' })).toHaveTextContent(/^सभी/);
  });
});
