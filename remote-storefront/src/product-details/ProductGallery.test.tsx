import { fireEvent, render, screen, within } from '@testing-library/react';
import { galleryMedia } from './gallery-media';
import { ProductGallery } from './ProductGallery';

const media = galleryMedia({ images: ['/a.jpg', '/b.jpg'], video: '/v.mp4' });
const stage = () => screen.getByRole('region', { name: 'Saree pictures' });

describe('ProductGallery (desktop)', () => {
  it('shows the first picture large, with arrows that wrap round and thumbnails', () => {
    render(<ProductGallery productName="Saree" media={media} />);
    expect(within(stage()).getByRole('img', { name: 'Saree, image 1 of 2' })).toHaveAttribute('src', '/a.jpg');
    fireEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(within(stage()).getByRole('img', { name: 'Saree, image 2 of 2' })).toHaveAttribute('src', '/b.jpg');
    fireEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(stage().querySelector('video')).toHaveAttribute('src', '/v.mp4');
    fireEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(within(stage()).getByRole('img', { name: 'Saree, image 1 of 2' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(stage().querySelector('video')).not.toBeNull();
  });

  it('jumps to a thumbnail and marks it current', () => {
    render(<ProductGallery productName="Saree" media={media} />);
    const thumbs = within(screen.getByRole('list', { name: 'Thumbnails' }));
    fireEvent.click(thumbs.getByRole('button', { name: 'Show Saree, image 2 of 2' }));
    expect(thumbs.getByRole('button', { name: 'Show Saree, image 2 of 2' })).toHaveAttribute('aria-current', 'true');
    expect(thumbs.getByRole('button', { name: 'Show Saree, video' })).not.toHaveAttribute('aria-current');
    expect(within(stage()).getByRole('img', { name: 'Saree, image 2 of 2' })).toBeInTheDocument();
  });

  it('moves with the arrow keys', () => {
    render(<ProductGallery productName="Saree" media={media} />);
    fireEvent.keyDown(stage(), { key: 'ArrowLeft' });
    expect(stage().querySelector('video')).not.toBeNull();
    fireEvent.keyDown(stage(), { key: 'ArrowRight' });
    expect(within(stage()).getByRole('img', { name: 'Saree, image 1 of 2' })).toBeInTheDocument();
  });

  it('has neither arrows nor thumbnails for one picture, and a placeholder for none', () => {
    const { unmount } = render(<ProductGallery productName="Saree" media={galleryMedia({ images: ['/a.jpg'], video: null })} />);
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    render(<ProductGallery productName="Saree" media={galleryMedia({ images: [], video: null })} />);
    expect(screen.getByTestId('image-placeholder')).toHaveAccessibleName('Saree');
  });
});
