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
      { key: '0:/b1.jpg', image: '/b1.jpg', alt: 'Silk sarees', href: '/products?catalogue=sarees' },
      { key: '1:/b3.jpg', image: '/b3.jpg', alt: '', href: undefined },
    ]);
  });

  it('is empty when every banner is hidden', () => {
    expect(bannerSlides({ ...section, values: [{ key: 'Image', value: '/b.jpg', status: 'hide' }] })).toEqual([]);
  });
});
