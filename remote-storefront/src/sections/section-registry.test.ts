import { SECTION_COMPONENTS } from './section-registry';

describe('SECTION_COMPONENTS', () => {
  it.each([
    'Banner',
    'Shop by Category',
    'Featured Products',
    'Products Connection',
    'Flash Sale',
    'Text banner',
    'Contact Us Header',
    'Card',
    'Hero',
    'About',
    'About Us Header',
    'Our Story Title',
    'Our Story Description',
    'Cards',
    'Join Us on Our Journey',
    'Header',
    'Notice Section',
    'Content',
  ])('draws the %s section', (name) => {
    expect(SECTION_COMPONENTS[name]).toBeDefined();
  });
});
