import { screen } from '@testing-library/react';
import type { SectionValue } from 'shared';
import { aPage, anAnswer, aSection, renderWithStore } from 'shared/testing';
import { HeroSection } from './HeroSection';

const VALUES: SectionValue[] = [
  { key: 'Title', value: 'Handwoven in Kanchipuram' },
  { key: 'Sub Title', value: 'Since 1962' },
  { key: 'Description', value: 'Three generations of weavers.' },
  { key: 'Image', value: '/uploads/loom.jpg' },
  { key: 'Background Color', value: '#fefce8' },
];

function renderHero(values: SectionValue[], isMobile = false) {
  const section = aSection('Hero', values);
  const page = aPage([section]);
  return renderWithStore(<HeroSection section={section} page={page} answer={anAnswer(page)} />, { isMobile });
}

describe('HeroSection', () => {
  it('shows title, sub title, description and image on the background colour', () => {
    const { container } = renderHero(VALUES);
    expect(screen.getByRole('heading', { level: 1, name: 'Handwoven in Kanchipuram' })).toBeInTheDocument();
    expect(screen.getByText('Since 1962')).toBeInTheDocument();
    expect(screen.getByText('Three generations of weavers.')).toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('src', '/uploads/loom.jpg');
    expect(screen.getByRole('region', { name: 'Handwoven in Kanchipuram' })).toHaveStyle({ '--sf-section-bg': '#fefce8' });
  });

  it('stacks on mobile', () => {
    renderHero(VALUES, true);
    expect(screen.getByRole('region')).toHaveClass('sf-hero--mobile');
  });

  it('drops a background colour that is not a colour', () => {
    renderHero([{ key: 'Title', value: 'Hi' }, { key: 'Background Color', value: 'url(https://tracker.example/p.gif)' }]);
    expect(screen.getByRole('region').getAttribute('style') ?? '').not.toContain('url(');
  });

  it('draws nothing without content', () => {
    const { container } = renderHero([{ key: 'Background Color', value: '#fff' }]);
    expect(container).toBeEmptyDOMElement();
  });
});
