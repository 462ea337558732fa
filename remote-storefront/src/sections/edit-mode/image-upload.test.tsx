import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ApiError, type SectionValue } from 'shared';
import { deferred } from 'shared/testing';
import { EditFieldInput } from './EditFieldInput';
import { renderEditing } from './render-editing';

const UPLOAD_PATH = '/business_website/uploads/image';
const field = { index: 0, kind: 'image' as const, label: 'Image' };

/** The field as the edit form holds it: its value changes with what the field reports. */
function ImageField({ initial = '/uploads/old.png' }: { initial?: string }) {
  const [entry, setEntry] = useState<SectionValue>({ key: 'Image', value: initial, type: 'image' });
  return <EditFieldInput field={field} entry={entry} error={undefined} onChange={setEntry} />;
}

const png = (size = 16) => new File([new Uint8Array(size)], 'photo.png', { type: 'image/png' });
const uploadInput = () => screen.getByLabelText('Upload image for Image');
const address = () => screen.getByLabelText('Image (image address)');
const refused = (status: number, message: string) => new ApiError(status, 'VALIDATION_ERROR', message, { message, code: 'VALIDATION_ERROR' });

describe('the image field of the edit form', () => {
  it('offers an upload beside the address, for the four image types, and no longer says uploads are unavailable', () => {
    renderEditing(<ImageField />);
    expect(screen.getByText('Upload image')).toBeInTheDocument();
    expect(uploadInput()).toHaveAttribute('type', 'file');
    expect(uploadInput()).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp,image/gif');
    expect(screen.queryByText(/Uploading files is not available yet/)).toBeNull();
  });

  it('uploads the chosen file through the owner store, shows Uploading…, then the returned address and its preview', async () => {
    const answer = deferred<unknown>();
    const post = jest.fn(() => answer.promise);
    const { container } = renderEditing(<ImageField />, { post });
    const file = png();
    await userEvent.upload(uploadInput(), file);

    expect(post).toHaveBeenCalledTimes(1);
    const [path, body] = post.mock.calls[0] as unknown as [string, FormData];
    expect(path).toMatch(new RegExp(`^${UPLOAD_PATH}\\?accountTypeId=[0-9a-f]{24}$`));
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('file')).toBe(file);
    expect(screen.getByRole('status')).toHaveTextContent('Uploading…');
    expect(uploadInput()).toBeDisabled();

    const url = '/uploads/demo/uploads/6b039a7c0988464712f5eaad.png';
    await act(async () => answer.resolve({ message: 'success', data: { url, mimeType: 'image/png' } }));
    expect(address()).toHaveValue(url);
    expect(container.querySelector('img.sf-edit-image__preview')).toHaveAttribute('src', url);
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(uploadInput()).toBeEnabled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('puts the rendition the server made in the page, not the original, when it answers one', async () => {
    const original = '/uploads/demo/uploads/6b039a7c0988464712f5eaad.jpg';
    const responsiveUrl = '/uploads/demo/images/0123456789abcdef-1000x750.jpg';
    const post = jest.fn(async () => ({ message: 'success', data: { url: original, mimeType: 'image/jpeg', responsiveUrl } }));
    renderEditing(<ImageField />, { post });
    await userEvent.upload(uploadInput(), png());
    await waitFor(() => expect(address()).toHaveValue(responsiveUrl));
  });

  it("shows the server's refusal inline and keeps the address", async () => {
    const post = jest.fn(async () => {
      throw refused(400, 'Invalid image file type. Please select a valid image.');
    });
    renderEditing(<ImageField />, { post });
    await userEvent.upload(uploadInput(), png());
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid image file type. Please select a valid image.');
    expect(uploadInput()).toHaveAccessibleDescription('Invalid image file type. Please select a valid image.');
    expect(address()).toHaveValue('/uploads/old.png');
  });

  it('shows a generic message when the upload never got an answer, and clears it on the next success', async () => {
    const post = jest
      .fn()
      .mockRejectedValueOnce(new ApiError(0, 'NETWORK_ERROR', 'Unable to reach the server. Please check your connection.'))
      .mockResolvedValueOnce({ message: 'success', data: { url: '/uploads/demo/uploads/6b039a7c0988464712f5eaad.gif', mimeType: 'image/gif' } });
    renderEditing(<ImageField />, { post });
    await userEvent.upload(uploadInput(), png());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to upload image. Please try again.');
    await userEvent.upload(uploadInput(), png());
    await waitFor(() => expect(address()).toHaveValue('/uploads/demo/uploads/6b039a7c0988464712f5eaad.gif'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses a file over 5 MB without sending it', async () => {
    const post = jest.fn();
    renderEditing(<ImageField />, { post });
    await userEvent.upload(uploadInput(), png(5 * 1024 * 1024 + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent('File size exceeds the maximum limit of 5 MB.');
    expect(post).not.toHaveBeenCalled();
  });

  it('drops an answer that arrives after the form closed', async () => {
    const answer = deferred<unknown>();
    const post = jest.fn(() => answer.promise);
    const errors = jest.spyOn(console, 'error');
    const { unmount } = renderEditing(<ImageField />, { post });
    await userEvent.upload(uploadInput(), png());
    unmount();
    await act(async () => answer.resolve({ message: 'success', data: { url: '/uploads/demo/uploads/6b039a7c0988464712f5eaad.png', mimeType: 'image/png' } }));
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
