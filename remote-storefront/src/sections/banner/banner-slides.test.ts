import type { Section } from 'shared';
import { bannerSlides } from './banner-slides';

const section: Section = {
  _id: 'aaaaaaaaaaaaaaaaaaaaaaaa',
  name: 'Banner',
  status: 'show',
  viewMode: 'both',
  indexPosition: 0,
  values: [
    { key: 'Title', value: 'Festive collection' },
    { key: 'Image', value: '/b1.jpg', label: 'Silk sarees', url: '/products?catalogue=sarees', status: 'show', allowToAddMultiple: true },
    { key: 'Image', value: '/b2.jpg', label: 'Hidden', status: 'hide', allowToAddMultiple: true },
    { key: 'Image', value: '/b3.jpg', allowToAddMultiple: true },
    { key: 'Image', value: '  ', status: 'show', allowToAddMultiple: true },
  ],
};

describe('bannerSlides', () => {
  it('keeps shown images (a missing status counts as shown) in order', () => {
    expect(bannerSlides(section)).toEqual([
      { key: '0:/b1.jpg', image: '/b1.jpg', alt: 'Silk sarees', href: '/products?catalogue=sarees', headline: undefined, button: undefined },
      { key: '2:/b3.jpg', image: '/b3.jpg', alt: '', href: undefined, headline: undefined, button: undefined },
    ]);
  });

  it("gives the Nth image, hidden ones counted, the headline of 'Title N' and the button of 'Button N'", () => {
    const withText = {
      ...section,
      values: [...section.values, { key: 'Title 1', value: ' Festive Silk Sarees ' }, { key: 'Button 1', value: 'Shop Sarees' }, { key: 'Title 3', value: 'Spices' }, { key: 'Button 3', value: ' ' }],
    };
    expect(bannerSlides(withText).map(({ headline, button }) => ({ headline, button }))).toEqual([
      { headline: 'Festive Silk Sarees', button: 'Shop Sarees' },
      { headline: 'Spices', button: undefined },
    ]);
  });

  it('is empty when every banner is hidden', () => {
    expect(bannerSlides({ ...section, values: [{ key: 'Image', value: '/b.jpg', status: 'hide' }] })).toEqual([]);
  });
});
