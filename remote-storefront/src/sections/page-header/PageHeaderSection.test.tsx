import { screen } from '@testing-library/react';
import type { SectionValue } from 'shared';
import { aPage, anAnswer, aSection, renderWithStore } from 'shared/testing';
import { PageHeaderSection } from './PageHeaderSection';

function renderHeader(values: SectionValue[]) {
  const section = aSection('Contact Us Header', values);
  const page = aPage([section], { keyValue: 'contact' });
  return renderWithStore(<PageHeaderSection section={section} page={page} answer={anAnswer(page)} />);
}

describe('PageHeaderSection', () => {
  it("opens the page with the Title as its h1, the Sub Title, the Description and the owner's colours", () => {
    renderHeader([
      { key: 'Title', value: 'Contact Us' },
      { key: 'Sub Title', value: "We'd love to hear from you" },
      { key: 'Description', value: 'Questions about an order?\n\nWrite any time.' },
      { key: 'Background Color', value: '#ecfdf5' },
      { key: 'Text Color 1', value: '#065f46' },
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.getByText("We'd love to hear from you")).toBeInTheDocument();
    expect(screen.getByText('Write any time.').tagName).toBe('P');
    expect(screen.getByRole('banner')).toHaveStyle({ '--sf-section-bg': '#ecfdf5', '--sf-section-heading': '#065f46' });
  });

  it('draws nothing without text', () => {
    const { container } = renderHeader([{ key: 'Background Color', value: '#fff' }]);
    expect(container).toBeEmptyDOMElement();
  });
});
