/** @jest-environment node */
import { shareImage } from './share-image';

const ORIGIN = 'http://demo.localhost:3000';

describe('shareImage', () => {
  it('points a rendition at its JPEG variant nearest 1280 px, with that size', () => {
    expect(shareImage(ORIGIN, '/uploads/demo/banners/0123456789abcdef-1600x600.jpg', 'Sale')).toEqual({
      url: `${ORIGIN}/uploads/demo/banners/0123456789abcdef-1600x600-1280w.jpg`,
      alt: 'Sale',
      width: 1280,
      height: 480,
    });
  });

  it('keeps a smaller rendition at its own size, PNG when it is one', () => {
    expect(shareImage(ORIGIN, '/uploads/demo/brand/0123456789abcdef-256x256.png', 'Logo')).toEqual({
      url: `${ORIGIN}/uploads/demo/brand/0123456789abcdef-256x256.png`,
      alt: 'Logo',
      width: 256,
      height: 256,
    });
  });

  it('uses another raster address as it is', () => {
    expect(shareImage(ORIGIN, 'https://cdn.example.in/a.webp?v=2', 'A')).toEqual({ url: 'https://cdn.example.in/a.webp?v=2', alt: 'A' });
  });

  it.each([['/uploads/demo/brand/logo.svg'], ['https://cdn.example.in/logo.SVG?v=1'], ['data:image/svg+xml;base64,PHN2Zz4='], [''], [null]])(
    'gives nothing for %j: previews do not draw SVG',
    (url) => {
      expect(shareImage(ORIGIN, url, 'x')).toBeNull();
    },
  );
});
