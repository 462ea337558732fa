import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { SectionValue } from 'shared';
import { aPage, anAnswer, aSection, renderWithStore } from 'shared/testing';
import type { SectionProps } from '../section-registry';
import { ContentSection } from './ContentSection';
import { NoticeSection } from './NoticeSection';

function renderOne(Component: ComponentType<SectionProps>, name: string, values: SectionValue[]) {
  const section = aSection(name, values);
  const page = aPage([section], { keyValue: 'privacyPolicy' });
  return renderWithStore(<Component section={section} page={page} answer={anAnswer(page)} />);
}

describe('Content section', () => {
  it('renders multi-paragraph text as paragraphs, split on blank lines', () => {
    const { container } = renderOne(ContentSection, 'Content', [
      { key: 'Title', value: 'Information we collect' },
      { key: 'Content', value: 'Your name and phone number.\n\nYour delivery address.\r\n\r\nNothing else.' },
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Information we collect' })).toBeInTheDocument();
    expect(Array.from(container.querySelectorAll('p')).map((p) => p.textContent)).toEqual([
      'Your name and phone number.',
      'Your delivery address.',
      'Nothing else.',
    ]);
  });

  it('never renders the text as HTML', () => {
    const { container } = renderOne(ContentSection, 'Content', [
      { key: 'Content', value: '<img src=x onerror="window.__pwned=1"><b>Bold</b>\n\n<script>window.__pwned=1</script>' },
    ]);
    expect(container.querySelector('img, b, script')).toBeNull();
    expect(screen.getByText('<img src=x onerror="window.__pwned=1"><b>Bold</b>')).toBeInTheDocument();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('draws nothing without content', () => {
    const { container } = renderOne(ContentSection, 'Content', [{ key: 'Content', value: ' \n\n ' }]);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('Notice Section', () => {
  it('shows the notice as a note with its title, text and colours', () => {
    renderOne(NoticeSection, 'Notice Section', [
      { key: 'Title', value: 'Please note' },
      { key: 'Description', value: 'Refunds take 5-7 working days.' },
      { key: 'Border Color', value: '#f59e0b' },
    ]);
    const note = screen.getByRole('note', { name: 'Please note' });
    expect(note).toHaveTextContent('Refunds take 5-7 working days.');
    expect(note).toHaveStyle({ '--sf-section-border': '#f59e0b' });
  });
});
