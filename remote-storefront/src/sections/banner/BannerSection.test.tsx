import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { RootStore, StoreProvider, type ApiClient, type SectionValue } from 'shared';
import { aPage, anAnswer, aSection, fakeApi, renderWithStore } from 'shared/testing';
import { mockReducedMotion } from '../../testing/match-media';
import { BannerSection } from './BannerSection';

const image = (value: string, extra: Partial<SectionValue> = {}): SectionValue => ({ key: 'Image', value, allowToAddMultiple: true, ...extra });

const THREE_SHOWN = [
  image('/b1.jpg', { label: 'Silk sarees', status: 'show', url: '/products?catalogue=sarees' }),
  image('/hidden.jpg', { label: 'Old offer', status: 'hide' }),
  image('/b2.jpg', { label: 'Cotton kurtas' }),
  image('/b3.jpg', { label: 'Festive offers', status: 'show' }),
];

function renderBanner(values: SectionValue[] = THREE_SHOWN, isMobile = false) {
  const section = aSection('Banner', values);
  const page = aPage([section]);
  return renderWithStore(<BannerSection section={section} page={page} answer={anAnswer(page)} />, { isMobile });
}

const slides = () => Array.from(document.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]'));
const activeSlide = () => slides().find((slide) => !slide.hasAttribute('aria-hidden'));
const liveRegion = () => document.querySelector('[aria-live]');

describe('BannerSection', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows only banners with status show (a missing status counts as show)', () => {
    renderBanner();
    expect(slides().map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 3: Silk sarees', '2 of 3: Cotton kurtas', '3 of 3: Festive offers']);
    expect(screen.queryByAltText('Old offer')).toBeNull();
  });

  it('is a labelled carousel whose hidden slides are inert', () => {
    renderBanner([...THREE_SHOWN, { key: 'Title', value: 'Festive collection' }]);
    expect(screen.getByRole('region', { name: 'Festive collection' })).toHaveAttribute('aria-roledescription', 'carousel');
    expect(activeSlide()).toHaveAttribute('aria-label', '1 of 3: Silk sarees');
    expect(slides()[1]).toHaveAttribute('inert');
  });

  it('sends only the shown slide’s image in the page’s HTML, and the others once the page is live', () => {
    const section = aSection('Banner', THREE_SHOWN);
    const page = aPage([section]);
    const store = new RootStore({ api: fakeApi() as unknown as ApiClient, window: null, cookies: null, getHostname: () => 'demo.localhost' });
    const html = renderToString(
      <StoreProvider store={store}>
        <MemoryRouter>
          <BannerSection section={section} page={page} answer={anAnswer(page)} />
        </MemoryRouter>
      </StoreProvider>,
    );
    expect(html).toContain('/b1.jpg');
    expect(html).not.toContain('/b2.jpg');
    expect(html).not.toContain('/b3.jpg');

    renderBanner();
    expect(slides().map((slide) => slide.querySelector('img')?.getAttribute('src'))).toEqual(['/b1.jpg', '/b2.jpg', '/b3.jpg']);
  });

  it('draws nothing when every banner is hidden', () => {
    const { container } = renderBanner([image('/b.jpg', { status: 'hide' })]);
    expect(container).toBeEmptyDOMElement();
  });

  it('has no arrows, dots or rotation for a single banner', () => {
    renderBanner([image('/b1.jpg', { label: 'Only one' })]);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('img', { name: 'Only one' })).toBeInTheDocument();
  });

  it('links a banner where the owner pointed it', () => {
    renderBanner();
    expect(screen.getByRole('img', { name: 'Silk sarees' }).closest('a')).toHaveAttribute('href', '/products?catalogue=sarees');
  });

  it('lays Title and Description over the banner', () => {
    renderBanner([...THREE_SHOWN, { key: 'Title', value: 'Festive collection' }, { key: 'Description', value: 'Up to 40% off' }]);
    expect(screen.getByRole('heading', { name: 'Festive collection' })).toBeInTheDocument();
    expect(screen.getByText('Up to 40% off')).toBeInTheDocument();
  });

  it("draws each slide's headline and button as text inside its link", () => {
    renderBanner([...THREE_SHOWN, { key: 'Title 1', value: 'Festive Silk Sarees' }, { key: 'Button 1', value: 'Shop Sarees' }, { key: 'Title 3', value: 'Cotton Kurtas' }]);
    const link = screen.getByRole('img', { name: 'Silk sarees' }).closest('a') as HTMLElement;
    expect(within(link).getByText('Festive Silk Sarees')).toBeInTheDocument();
    expect(within(link).getByText('Shop Sarees')).toBeInTheDocument();
    expect(screen.getByText('Cotton Kurtas').closest('[aria-roledescription="slide"]')).toHaveAttribute('aria-label', '2 of 3: Cotton kurtas');
  });

  it('advances every 5 s on desktop and wraps around', () => {
    renderBanner();
    act(() => jest.advanceTimersByTime(4999));
    expect(activeSlide()).toHaveAttribute('aria-label', '1 of 3: Silk sarees');
    act(() => jest.advanceTimersByTime(1));
    expect(activeSlide()).toHaveAttribute('aria-label', '2 of 3: Cotton kurtas');
    act(() => jest.advanceTimersByTime(5000));
    expect(activeSlide()).toHaveAttribute('aria-label', '3 of 3: Festive offers');
    act(() => jest.advanceTimersByTime(5000));
    expect(activeSlide()).toHaveAttribute('aria-label', '1 of 3: Silk sarees');
  });

  it('advances every 4 s on mobile', () => {
    renderBanner(THREE_SHOWN, true);
    act(() => jest.advanceTimersByTime(4000));
    expect(activeSlide()).toHaveAttribute('aria-label', '2 of 3: Cotton kurtas');
  });

  it('pauses while hovered and resumes when the pointer leaves', () => {
    renderBanner();
    const carousel = screen.getByRole('region', { name: 'Banners' });
    fireEvent.mouseEnter(carousel);
    act(() => jest.advanceTimersByTime(20_000));
    expect(activeSlide()).toHaveAttribute('aria-label', '1 of 3: Silk sarees');
    expect(liveRegion()).toHaveAttribute('aria-live', 'polite');
    fireEvent.mouseLeave(carousel);
    expect(liveRegion()).toHaveAttribute('aria-live', 'off');
    act(() => jest.advanceTimersByTime(5000));
    expect(activeSlide()).toHaveAttribute('aria-label', '2 of 3: Cotton kurtas');
  });

  it('pauses while focus is inside and resumes when it leaves', () => {
    renderBanner();
    const next = screen.getByRole('button', { name: 'Next slide' });
    act(() => next.focus());
    act(() => jest.advanceTimersByTime(20_000));
    expect(activeSlide()).toHaveAttribute('aria-label', '1 of 3: Silk sarees');
    act(() => next.blur());
    act(() => jest.advanceTimersByTime(5000));
    expect(activeSlide()).toHaveAttribute('aria-label', '2 of 3: Cotton kurtas');
  });

  it('announces politely and does not rotate when the visitor prefers reduced motion', () => {
    const restore = mockReducedMotion(true);
    try {
      renderBanner();
      act(() => jest.advanceTimersByTime(20_000));
      expect(activeSlide()).toHaveAttribute('aria-label', '1 of 3: Silk sarees');
      expect(liveRegion()).toHaveAttribute('aria-live', 'polite');
      expect(screen.getByRole('button', { name: 'Start automatic slide show' })).toBeInTheDocument();
    } finally {
      restore();
    }
  });

  it('stops and restarts rotation with the rotation button', () => {
    renderBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Stop automatic slide show' }));
    act(() => jest.advanceTimersByTime(20_000));
    expect(activeSlide()).toHaveAttribute('aria-label', '1 of 3: Silk sarees');
    fireEvent.click(screen.getByRole('button', { name: 'Start automatic slide show' }));
    act(() => jest.advanceTimersByTime(5000));
    expect(activeSlide()).toHaveAttribute('aria-label', '2 of 3: Cotton kurtas');
  });

  it('moves with the arrows, the dots and the arrow keys', () => {
    renderBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(activeSlide()).toHaveAttribute('aria-label', '3 of 3: Festive offers');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(activeSlide()).toHaveAttribute('aria-label', '1 of 3: Silk sarees');
    const dots = within(screen.getByRole('group', { name: 'Choose slide' }));
    fireEvent.click(dots.getByRole('button', { name: 'Slide 2' }));
    expect(activeSlide()).toHaveAttribute('aria-label', '2 of 3: Cotton kurtas');
    expect(dots.getByRole('button', { name: 'Slide 2' })).toHaveAttribute('aria-current', 'true');
    const carousel = screen.getByRole('region', { name: 'Banners' });
    fireEvent.keyDown(carousel, { key: 'ArrowRight' });
    expect(activeSlide()).toHaveAttribute('aria-label', '3 of 3: Festive offers');
    fireEvent.keyDown(carousel, { key: 'ArrowLeft' });
    expect(activeSlide()).toHaveAttribute('aria-label', '2 of 3: Cotton kurtas');
  });

  it('moves on a horizontal swipe of at least 50 px', () => {
    renderBanner(THREE_SHOWN, true);
    const viewport = document.querySelector('.sf-banner__viewport') as HTMLElement;
    fireEvent.touchStart(viewport, { touches: [{ clientX: 200, clientY: 10 }] });
    fireEvent.touchEnd(viewport, { changedTouches: [{ clientX: 120, clientY: 14 }] });
    expect(activeSlide()).toHaveAttribute('aria-label', '2 of 3: Cotton kurtas');
    fireEvent.touchStart(viewport, { touches: [{ clientX: 200, clientY: 10 }] });
    fireEvent.touchEnd(viewport, { changedTouches: [{ clientX: 170, clientY: 10 }] });
    expect(activeSlide()).toHaveAttribute('aria-label', '2 of 3: Cotton kurtas');
  });

  it('restarts the interval after a manual move', () => {
    renderBanner();
    act(() => jest.advanceTimersByTime(3000));
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    act(() => jest.advanceTimersByTime(4999));
    expect(activeSlide()).toHaveAttribute('aria-label', '2 of 3: Cotton kurtas');
    act(() => jest.advanceTimersByTime(1));
    expect(activeSlide()).toHaveAttribute('aria-label', '3 of 3: Festive offers');
  });
});
