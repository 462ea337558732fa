import { act, fireEvent, screen } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { renderWithStore } from 'shared/testing';
import { SearchBox } from './SearchBox';
import { LocationProbe } from './listing-test-kit';

function renderBox(route: string) {
  renderWithStore(
    <>
      <SearchBox />
      <Link to="/products?catalogue=sarees">Sarees</Link>
      <LocationProbe />
    </>,
    { route },
  );
  return {
    input: screen.getByRole('searchbox', { name: 'Search products' }),
    location: () => screen.getByTestId('location').textContent,
  };
}

describe('SearchBox', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('writes the search param 300 ms after typing stops, back to page 1, keeping catalogue and category', () => {
    const { input, location } = renderBox('/products?catalogue=sarees&category=silk&page=3');
    expect(screen.getByRole('search')).toBeInTheDocument();
    fireEvent.change(input, { target: { value: 'zar' } });
    act(() => jest.advanceTimersByTime(200));
    fireEvent.change(input, { target: { value: 'zari' } });
    act(() => jest.advanceTimersByTime(299));
    expect(location()).toBe('/products?catalogue=sarees&category=silk&page=3');
    act(() => jest.advanceTimersByTime(1));
    expect(location()).toBe('/products?catalogue=sarees&category=silk&search=zari');
  });

  it('keeps what is being typed when the URL catches up with a trimmed term', () => {
    const { input, location } = renderBox('/products');
    fireEvent.change(input, { target: { value: 'silk ' } });
    act(() => jest.advanceTimersByTime(300));
    expect(location()).toBe('/products?search=silk');
    expect(input).toHaveValue('silk ');
  });

  it('an emptied box removes the search', () => {
    const { input, location } = renderBox('/products?search=silk');
    expect(input).toHaveValue('silk');
    fireEvent.change(input, { target: { value: '' } });
    act(() => jest.advanceTimersByTime(300));
    expect(location()).toBe('/products');
  });

  it('Enter searches at once', () => {
    const { input, location } = renderBox('/products?page=2');
    fireEvent.change(input, { target: { value: 'diya' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(location()).toBe('/products?search=diya');
  });

  it('follows the URL when it changes under the box', () => {
    const { input } = renderBox('/products?search=silk');
    fireEvent.click(screen.getByRole('link', { name: 'Sarees' }));
    expect(input).toHaveValue('');
  });

  it('away from the listing, typing waits for Enter, which opens the listing with the term', () => {
    const { input, location } = renderBox('/');
    fireEvent.change(input, { target: { value: 'brass lamp' } });
    act(() => jest.advanceTimersByTime(1000));
    expect(location()).toBe('/');
    fireEvent.submit(screen.getByRole('search'));
    expect(location()).toBe('/products?search=brass+lamp');
  });
});
