import { screen, within } from '@testing-library/react';
import type { SectionValue } from 'shared';
import { aPage, anAnswer, aSection, renderWithStore } from 'shared/testing';
import { AboutCardsSection, CardSection } from './CardSection';

const CARDS: SectionValue[] = [
  { key: 'SectionTitle', value: 'Get in touch' },
  { key: 'Title', value: 'Call us', url: 'tel:+919876543210', allowToAddMultiple: true },
  { key: 'Title', value: 'Write to us', allowToAddMultiple: true },
  { key: 'Title', value: 'Visit', allowToAddMultiple: true },
  { key: 'Description', value: '+91 98765 43210', allowToAddMultiple: true },
  { key: 'Description', value: 'hello@example.com', allowToAddMultiple: true },
  { key: 'Description', value: '12 Gandhi Road\nKanchipuram', allowToAddMultiple: true },
  { key: 'Icon', value: 'phone', allowToAddMultiple: true },
  { key: 'Icon', value: 'email', allowToAddMultiple: true },
  { key: 'Icon', value: '📍', allowToAddMultiple: true },
  { key: 'Background Color', value: '#f0fdf4' },
];

function renderCards(Component: typeof CardSection, name: string, values: SectionValue[], isMobile = false) {
  const section = aSection(name, values);
  const page = aPage([section]);
  return renderWithStore(<Component section={section} page={page} answer={anAnswer(page)} />, { isMobile });
}

describe('Card section', () => {
  it('zips titles, descriptions and icons into cards under the section title', () => {
    renderCards(CardSection, 'Card', CARDS);
    const region = screen.getByRole('region', { name: 'Get in touch' });
    const cards = within(region).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(within(cards[0] as HTMLElement).getByRole('heading', { name: 'Call us' })).toBeInTheDocument();
    expect(within(cards[0] as HTMLElement).getByRole('link', { name: 'Call us' })).toHaveAttribute('href', 'tel:+919876543210');
    expect(within(cards[1] as HTMLElement).getByText('hello@example.com')).toBeInTheDocument();
    expect(within(cards[2] as HTMLElement).getByText('📍')).toBeInTheDocument();
    expect(region).toHaveStyle({ '--sf-section-bg': '#f0fdf4' });
  });

  it('uses 3 columns on desktop and 1 on mobile', () => {
    const { setMobile } = renderCards(CardSection, 'Card', CARDS);
    const list = screen.getByRole('list');
    expect(list).toHaveClass('sf-card-grid--cols-3');
    setMobile(true);
    expect(screen.getByRole('list')).toHaveClass('sf-card-grid--cols-1');
  });

  it('draws nothing without cards', () => {
    const { container } = renderCards(CardSection, 'Card', [{ key: 'SectionTitle', value: 'Empty' }]);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('Cards section (about page)', () => {
  it('uses 2 columns on desktop and 1 on mobile', () => {
    renderCards(AboutCardsSection, 'Cards', CARDS);
    expect(screen.getByRole('list')).toHaveClass('sf-card-grid--cols-2');
  });

  it('uses 1 column on mobile', () => {
    renderCards(AboutCardsSection, 'Cards', CARDS, true);
    expect(screen.getByRole('list')).toHaveClass('sf-card-grid--cols-1');
  });
});
