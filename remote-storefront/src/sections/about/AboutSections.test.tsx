import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { SectionValue } from 'shared';
import { aPage, anAnswer, aSection, renderWithStore } from 'shared/testing';
import type { SectionProps } from '../section-registry';
import { AboutSection } from './AboutSection';
import { JoinUsSection } from './JoinUsSection';
import { OurStoryDescriptionSection } from './OurStoryDescriptionSection';
import { OurStoryTitleSection } from './OurStoryTitleSection';

function renderOne(Component: ComponentType<SectionProps>, name: string, values: SectionValue[]) {
  const section = aSection(name, values);
  const page = aPage([section], { keyValue: 'about' });
  return renderWithStore(<Component section={section} page={page} answer={anAnswer(page)} />);
}

describe('About section', () => {
  it('shows the heading, description paragraphs, highlights and image', () => {
    const { container } = renderOne(AboutSection, 'About', [
      { key: 'Title', value: 'About Kanchi Weaves' },
      { key: 'Description', value: 'We weave.\n\nWe ship across India.' },
      { key: 'Title 1', value: 'Pure silk' },
      { key: 'Title 2', value: 'Fair wages' },
      { key: 'Image', value: '/uploads/shop.jpg' },
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'About Kanchi Weaves' })).toBeInTheDocument();
    expect(screen.getByText('We ship across India.').tagName).toBe('P');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Pure silk', 'Fair wages']);
    expect(container.querySelector('img')).toHaveAttribute('src', '/uploads/shop.jpg');
  });
});

describe('Our Story sections', () => {
  it('shows the story title as a heading', () => {
    renderOne(OurStoryTitleSection, 'Our Story Title', [{ key: 'Title', value: 'Our Story' }, { key: 'Sub Title', value: 'From one loom to forty' }]);
    expect(screen.getByRole('heading', { level: 2, name: 'Our Story' })).toBeInTheDocument();
    expect(screen.getByText('From one loom to forty')).toBeInTheDocument();
  });

  it('shows the story as paragraphs split on blank lines', () => {
    const { container } = renderOne(OurStoryDescriptionSection, 'Our Story Description', [
      { key: 'Description', value: 'It began in 1962.\n\nToday forty looms work.\nEvery day.' },
    ]);
    const paragraphs = Array.from(container.querySelectorAll('p')).map((p) => p.textContent);
    expect(paragraphs).toEqual(['It began in 1962.', 'Today forty looms work.\nEvery day.']);
  });

  it('draws nothing without a story', () => {
    const { container } = renderOne(OurStoryDescriptionSection, 'Our Story Description', []);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('Join Us on Our Journey', () => {
  it('shows the call-out with its link button when the owner gave one', () => {
    renderOne(JoinUsSection, 'Join Us on Our Journey', [
      { key: 'Title', value: 'Join Us on Our Journey' },
      { key: 'Description', value: 'Follow the looms.' },
      { key: 'Sub Title', value: 'Visit', label: 'Contact us', url: '/contact' },
    ]);
    expect(screen.getByRole('region', { name: 'Join Us on Our Journey' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  });

  it('has no button without a safe link', () => {
    renderOne(JoinUsSection, 'Join Us on Our Journey', [
      { key: 'Title', value: 'Join us' },
      { key: 'Description', value: 'Soon.', label: 'Click', url: 'javascript:alert(1)' },
    ]);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
