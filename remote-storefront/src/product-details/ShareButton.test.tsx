import { fireEvent, screen, waitFor } from '@testing-library/react';
import { aProduct } from 'shared/testing';
import { renderDetails, snackbarsOf } from './product-details-test-kit';

const product = aProduct({ name: 'Kota Doria Saree', slug: 'kota-doria-saree' });
const shareUrl = `${window.location.origin}${window.location.pathname}?name=kota-doria-saree`;

function stubNavigator(name: 'share' | 'clipboard', value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true, writable: true });
}

describe('Share', () => {
  afterEach(() => {
    // jsdom has neither; take the stand-ins away again
    delete (navigator as unknown as Record<string, unknown>).share;
    delete (navigator as unknown as Record<string, unknown>).clipboard;
  });

  it('opens the share sheet with the product’s link when the browser has one', async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    stubNavigator('share', share);
    const { store } = renderDetails(product);
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    await waitFor(() => expect(share).toHaveBeenCalledWith({ title: 'Kota Doria Saree', text: 'Kota Doria Saree', url: shareUrl }));
    expect(snackbarsOf(store)).toEqual([]);
  });

  it('otherwise copies the link, says so, and reads "Link copied" for a moment', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    stubNavigator('clipboard', { writeText });
    const { store } = renderDetails(product);
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    expect(await screen.findByRole('button', { name: 'Link copied' })).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(shareUrl);
    expect(snackbarsOf(store)).toEqual([{ message: 'Link copied to clipboard', severity: 'success' }]);
  });

  it("says 'Failed to copy to clipboard' when copying fails", async () => {
    stubNavigator('clipboard', { writeText: jest.fn().mockRejectedValue(new Error('denied')) });
    const { store } = renderDetails(product);
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    await waitFor(() => expect(snackbarsOf(store)).toEqual([{ message: 'Failed to copy to clipboard', severity: 'error' }]));
  });
});
