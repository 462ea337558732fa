import { screen } from '@testing-library/react';
import { aPage, anAnswer, aSection, renderWithStore } from 'shared/testing';
import ContactPage from './ContactPage';

const header = aSection('Contact Us Header', [{ key: 'Title', value: 'Get in Touch' }], { indexPosition: 0 });
const cards = aSection(
  'Card',
  [
    { key: 'SectionTitle', value: 'Reach us' },
    { key: 'Title', value: 'Call us', allowToAddMultiple: true },
    { key: 'Title', value: 'Email', allowToAddMultiple: true },
    { key: 'Title', value: 'Visit', allowToAddMultiple: true },
  ],
  { indexPosition: 1 },
);

function renderPage(sections = [header, cards], isMobile = false) {
  const page = aPage(sections, { keyValue: 'contact', customRoute: '/contact' });
  return renderWithStore(<ContactPage page={page} answer={anAnswer(page)} />, { isMobile });
}

describe('ContactPage', () => {
  it("draws the page's header and cards, then the 'Send Us a Message' form", async () => {
    renderPage();
    const title = screen.getByRole('heading', { level: 1, name: 'Get in Touch' });
    const cardsRegion = await screen.findByRole('region', { name: 'Reach us' });
    const form = screen.getByRole('region', { name: 'Send Us a Message' });
    expect(title.compareDocumentPosition(cardsRegion) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(cardsRegion.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('lays the cards in 3 columns on desktop and 1 on mobile', () => {
    const { setMobile } = renderPage();
    expect(screen.getAllByRole('list')[0]).toHaveClass('sf-card-grid--cols-3');
    setMobile(true);
    expect(screen.getAllByRole('list')[0]).toHaveClass('sf-card-grid--cols-1');
  });

  it('shows the form alone when the page has no header block or cards', () => {
    renderPage([]);
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeInTheDocument();
  });
});
