import { screen } from '@testing-library/react';
import type { SectionValue } from 'shared';
import { aPage, anAnswer, aSection, renderWithStore } from 'shared/testing';
import { TextSection } from './TextSection';

function renderBanner(values: SectionValue[]) {
  const section = aSection('Text banner', values);
  const page = aPage([section]);
  return renderWithStore(<TextSection section={section} page={page} answer={anAnswer(page)} />);
}

describe('TextSection', () => {
  it('shows the Message in its Text Color on its Background Color', () => {
    renderBanner([
      { key: 'Message', value: 'Tap Chat to order in seconds' },
      { key: 'Text Color', value: '#FFFFFF' },
      { key: 'Background Color', value: '#B45309' },
    ]);
    expect(screen.getByText('Tap Chat to order in seconds')).toHaveStyle({ color: '#FFFFFF' });
    expect(screen.getByRole('region', { name: 'Announcement' })).toHaveStyle({ '--sf-section-bg': '#B45309' });
  });

  it('ignores a colour that is not one', () => {
    renderBanner([
      { key: 'Message', value: 'Hello' },
      { key: 'Text Color', value: 'url(https://tracker.example)' },
    ]);
    expect(screen.getByText('Hello').getAttribute('style') ?? '').not.toContain('url(');
  });

  it('draws nothing without a message', () => {
    const { container } = renderBanner([{ key: 'Text Color', value: '#000' }]);
    expect(container).toBeEmptyDOMElement();
  });
});
