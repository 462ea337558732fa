import { fireEvent, screen, within } from '@testing-library/react';
import { aProduct } from 'shared/testing';
import { currentLocation, renderDetails } from './product-details-test-kit';

const product = aProduct({ name: 'Brass Urli', slug: 'brass-urli', images: ['/1.svg', '/2.svg', '/3.svg'], button: 'Buy' });

const slides = () => [...document.querySelectorAll('[aria-roledescription="slide"]')];
const shownSlide = () => slides().findIndex((slide) => !slide.hasAttribute('aria-hidden'));
function swipe(dx: number, dy = 0) {
  const viewport = document.querySelector('.sf-pd-carousel__viewport') as HTMLElement;
  fireEvent.touchStart(viewport, { touches: [{ clientX: 200, clientY: 200 }] });
  fireEvent.touchEnd(viewport, { changedTouches: [{ clientX: 200 + dx, clientY: 200 + dy }] });
}

describe('ProductDetails on mobile', () => {
  it('has a header with Back and Share, and a sticky bar with the price and the action', async () => {
    renderDetails(product, { isMobile: true });
    await screen.findByRole('heading', { level: 1, name: 'Brass Urli' });
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
    const bar = screen.getByRole('region', { name: 'Product actions' });
    expect(within(bar).getByText('₹1,000.00')).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Buy Now' })).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
    // one action button on the page: the bar's
    expect(screen.getAllByRole('button', { name: 'Buy Now' })).toHaveLength(1);
    expect(screen.queryByRole('list', { name: 'Thumbnails' })).toBeNull();
  });

  it('moves the carousel on a swipe of 50 px or more, not on less, and stops at the ends', async () => {
    renderDetails(product, { isMobile: true });
    await screen.findByRole('heading', { level: 1 });
    expect(shownSlide()).toBe(0);
    swipe(-49);
    expect(shownSlide()).toBe(0);
    swipe(-50);
    expect(shownSlide()).toBe(1);
    swipe(-120);
    swipe(-120);
    expect(shownSlide()).toBe(2);
    swipe(80);
    expect(shownSlide()).toBe(1);
    swipe(60, 200); // mostly vertical: a scroll, not a swipe
    expect(shownSlide()).toBe(1);
  });

  it('jumps with the dots', async () => {
    renderDetails(product, { isMobile: true });
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Slide 3' }));
    expect(shownSlide()).toBe(2);
    expect(screen.getByRole('button', { name: 'Slide 3' })).toHaveAttribute('aria-current', 'true');
  });

  it('goes back to the listing when opened directly', async () => {
    renderDetails(product, { isMobile: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Back' }));
    expect(currentLocation()).toBe('/products');
  });

  it('keeps the chosen quantity across the breakpoint', async () => {
    const { setMobile } = renderDetails(product, { isMobile: true });
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    setMobile(false);
    expect(screen.getByRole('textbox', { name: 'Quantity' })).toHaveValue('2');
    expect(screen.queryByRole('region', { name: 'Product actions' })).toBeNull();
    expect(screen.getByRole('list', { name: 'Thumbnails' })).toBeInTheDocument();
  });
});
