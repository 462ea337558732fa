import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aPage, aSection, anAnswer, renderWithStore } from 'shared/testing';
import { hostMessages } from '../i18n/use-t';
import { LocationProbe } from '../testing/LocationProbe';
import { renderInHindi } from '../testing/render-in-hindi';
import { hasMobileHeader, MobileHeader } from './MobileHeader';

const header = aSection('Header', [
  { key: 'Logo text', value: 'Kaveri' },
  { key: 'Logo 2 text', value: 'Handlooms & Home' },
]);

function renderBar(options: { route?: string; isPremium?: boolean } = {}) {
  const answer = { ...anAnswer(aPage()), headerSection: header, logo: '/uploads/logo.svg', isPremium: options.isPremium ?? false };
  return renderWithStore(
    <>
      <MobileHeader answer={answer} />
      <LocationProbe />
    </>,
    { route: options.route ?? '/', isMobile: true },
  );
}

describe('MobileHeader', () => {
  it('names the business with its logo and tagline, links home, and offers the product search', () => {
    renderBar();
    const bar = screen.getByRole('banner');
    expect(within(bar).getByRole('link', { name: 'Kaveri Handlooms & Home' })).toHaveAttribute('href', '/');
    expect(within(bar).getByRole('searchbox', { name: 'Search products' })).toBeInTheDocument();
  });

  it('keeps Edit Website beside the name on a site that is not premium', () => {
    renderBar();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Edit Website' })).toHaveAttribute('href', '/owner');
  });

  it('shows no Edit Website on a premium site', () => {
    renderBar({ isPremium: true });
    expect(screen.queryByRole('link', { name: 'Edit Website' })).toBeNull();
  });

  it('searches the listing on submit', async () => {
    renderBar();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search products' }), 'silk{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/products?search=silk');
  });

  it('leaves the search to the listing’s own box on the listing', () => {
    renderBar({ route: '/products' });
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

});

describe('hasMobileHeader', () => {
  it('gives way to the pages that draw a header of their own', () => {
    expect(['home', 'products', 'contact', 'account'].map(hasMobileHeader)).toEqual([true, true, true, true]);
    expect(['product-details', 'cart', 'search', 'chat'].map(hasMobileHeader)).toEqual([false, false, false, false]);
  });
});

describe('MobileHeader in Hindi', () => {
  beforeAll(() => hostMessages.load('hi'));

  it('offers the product search in Hindi beside the business’s own name', async () => {
    const answer = { ...anAnswer(aPage()), headerSection: header, logo: null };
    await renderInHindi(<MobileHeader answer={answer} />, { isMobile: true });
    const bar = screen.getByRole('banner');
    expect(within(bar).getByRole('link', { name: 'Kaveri Handlooms & Home' })).toBeInTheDocument();
    expect(within(bar).getByRole('searchbox', { name: 'प्रोडक्ट खोजें' })).toBeInTheDocument();
  });
});
