import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SEARCH_DEBOUNCE_MS } from 'shared/rules';
import { renderWithStore } from 'shared/testing';
import { Link } from 'react-router-dom';
import { HeaderSearch } from './HeaderSearch';
import { LocationProbe } from '../../testing/LocationProbe';

function renderSearch(route: string) {
  return renderWithStore(
    <>
      <HeaderSearch />
      <LocationProbe />
      <Link to="/products?catalogue=sarees">Sarees</Link>
    </>,
    { route },
  );
}

const box = () => screen.getByRole('searchbox', { name: 'Search products' });
const location = () => screen.getByTestId('location').textContent;

describe('HeaderSearch', () => {
  afterEach(() => jest.useRealTimers());

  it('is a search landmark with a labelled box and a Search button', () => {
    renderSearch('/');
    expect(screen.getByRole('search', { name: 'Products' })).toContainElement(box());
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
  });

  it('before the page is live, is a plain form the browser sends to /products?search=...', () => {
    renderSearch('/');
    const form = screen.getByRole('search', { name: 'Products' });
    expect(form).toHaveAttribute('action', '/products');
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveAttribute('name', 'search');
  });

  it('on the listing, writes the search param 300 ms after typing stops, keeping the filters and going back to page 1', async () => {
    jest.useFakeTimers();
    // 50 ms between keys: each one restarts the wait
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime, delay: 50 });
    renderSearch('/products?catalogue=sarees&category=silk&page=3');
    await user.type(box(), 'kanchi');
    expect(location()).toBe('/products?catalogue=sarees&category=silk&page=3');
    // up to 50 ms have passed since the last key
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 100));
    expect(location()).toBe('/products?catalogue=sarees&category=silk&page=3');
    act(() => jest.advanceTimersByTime(100));
    expect(location()).toBe('/products?catalogue=sarees&category=silk&search=kanchi');
  });

  it('keeps a trailing space being typed while the trimmed term is written', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderSearch('/products');
    await user.type(box(), 'silk ');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(location()).toBe('/products?search=silk');
    expect(box()).toHaveValue('silk ');
    await user.type(box(), 'saree');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(location()).toBe('/products?search=silk+saree');
  });

  it('removes the param when the box is emptied on the listing', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderSearch('/products?catalogue=sarees&search=silk');
    expect(box()).toHaveValue('silk');
    await user.clear(box());
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(location()).toBe('/products?catalogue=sarees');
  });

  it('elsewhere, typing stays on the page and submitting goes to /products?search=...', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderSearch('/about?catalogue=sarees');
    await user.type(box(), 'brass diya');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2));
    expect(location()).toBe('/about?catalogue=sarees');
    await user.keyboard('{Enter}');
    expect(location()).toBe('/products?search=brass+diya');
    expect(box()).toHaveValue('brass diya');
  });

  it('submits with the Search button, keeping catalogue and category on the listing and dropping the page', async () => {
    const user = userEvent.setup();
    renderSearch('/products?catalogue=sarees&category=silk&page=4');
    await user.type(box(), 'red');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(location()).toBe('/products?catalogue=sarees&category=silk&search=red');
  });

  it('follows the URL: a link to the listing without a search empties the box', async () => {
    const user = userEvent.setup();
    renderSearch('/products?search=silk');
    expect(box()).toHaveValue('silk');
    await user.click(screen.getByRole('link', { name: 'Sarees' }));
    expect(box()).toHaveValue('');
  });
});
