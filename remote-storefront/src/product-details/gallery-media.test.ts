import { galleryMedia, mediaLabel } from './gallery-media';

describe('galleryMedia', () => {
  it('lists the pictures in order, blanks and repeats dropped, then the video', () => {
    expect(galleryMedia({ images: ['/a.jpg', ' ', '/b.jpg', '/a.jpg'], video: '/v.mp4' })).toEqual([
      { kind: 'image', key: 'image:/a.jpg', src: '/a.jpg' },
      { kind: 'image', key: 'image:/b.jpg', src: '/b.jpg' },
      { kind: 'video', key: 'video:/v.mp4', src: '/v.mp4' },
    ]);
  });

  it('gives a product without media one placeholder slide', () => {
    expect(galleryMedia({ images: [], video: null })).toEqual([{ kind: 'placeholder', key: 'placeholder' }]);
  });

  it('names slides by position among the pictures, and the video as such', () => {
    const media = galleryMedia({ images: ['/a.jpg', '/b.jpg'], video: '/v.mp4' });
    expect(mediaLabel('Saree', media, 1)).toBe('Saree, image 2 of 2');
    expect(mediaLabel('Saree', media, 2)).toBe('Saree, video');
    expect(mediaLabel('Saree', galleryMedia({ images: ['/a.jpg'], video: null }), 0)).toBe('Saree');
  });
});
