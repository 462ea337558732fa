import { imageVariantWidths, responsiveImage } from './image-variants';

describe('responsive image names', () => {
  it.each([
    [200, [200]],
    [320, [320]],
    [800, [320, 640, 800]],
    [1600, [320, 640, 960, 1280, 1600]],
    [1920, [320, 640, 960, 1280, 1920]],
  ])('gives an image %i px wide variants at %j: never wider than itself', (width, widths) => {
    expect(imageVariantWidths(width)).toEqual(widths);
  });

  it('derives the srcset of both formats from a rendition URL, in-site or on the API origin', () => {
    const image = responsiveImage('http://localhost:4000/uploads/demo/banners/0123456789abcdef-1000x400.png');
    const at = (w: number, ext: string) => `http://localhost:4000/uploads/demo/banners/0123456789abcdef-1000x400-${w}w.${ext}`;
    expect(image).toMatchObject({ width: 1000, height: 400, format: 'png' });
    expect(image?.webpSrcSet).toBe(`${at(320, 'webp')} 320w, ${at(640, 'webp')} 640w, ${at(960, 'webp')} 960w, ${at(1000, 'webp')} 1000w`);
    expect(image?.fallbackSrcSet).toBe(`${at(320, 'png')} 320w, ${at(640, 'png')} 640w, ${at(960, 'png')} 960w, ${image?.src} 1000w`);
    expect(image?.rasterAt(700)).toEqual({ url: at(640, 'png'), width: 640, height: 256 });
    expect(image?.rasterAt(5000)).toEqual({ url: image?.src, width: 1000, height: 400 });
  });

  it.each([
    ['an SVG', '/uploads/demo/brand/logo.svg'],
    ['an upload kept as sent', '/uploads/demo/uploads/665000000000000000000001.jpg'],
    ['another site', 'https://cdn.example.in/0123456789abcdef-800x800.jpg'],
    ['a variant itself', '/uploads/demo/products/0123456789abcdef-800x800-320w.jpg'],
    ['a size beyond the widest rendition', '/uploads/demo/products/0123456789abcdef-4000x800.jpg'],
    ['nothing', undefined],
  ])('leaves %s as it is', (_what, url) => {
    expect(responsiveImage(url)).toBeNull();
  });
});
