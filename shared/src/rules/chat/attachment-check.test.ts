import { attachmentError, attachmentMaxBytes, isAcceptedAttachmentType } from './attachment-check';

const MB = 1024 * 1024;

describe('attachmentError', () => {
  it.each([
    ['image', 'image/png', 5 * MB, null],
    ['image', 'image/jpeg', 1, null],
    ['image', 'image/gif', 1, 'Invalid image file type. Please select a valid image.'],
    ['image', 'image/png', 5 * MB + 1, 'File size exceeds the maximum limit of 5 MB.'],
    ['video', 'video/mp4', 100 * MB, null],
    ['video', 'video/x-matroska', 1, null],
    ['video', 'video/mp4', 100 * MB + 1, 'File size exceeds the maximum limit of 100 MB.'],
    ['video', 'application/pdf', 1, 'Invalid video file type. Please select a valid video.'],
    ['audio', 'audio/webm;codecs=opus', 1, null],
    ['audio', 'audio/wav', 1, null],
    ['audio', 'video/mp4', 1, 'Invalid audio file type. Please select a valid audio.'],
    ['document', 'application/pdf', 1, null],
    ['document', 'application/x-msdownload', 1, 'Invalid document file type. Please select a valid document.'],
    ['document', '', 1, 'Invalid document file type. Please select a valid document.'],
  ] as const)('%s %s of %d bytes → %s', (kind, type, size, expected) => {
    expect(attachmentError(kind, { type, size })).toBe(expected);
  });

  it('checks the type before the size', () => {
    expect(attachmentError('image', { type: 'image/gif', size: 50 * MB })).toBe('Invalid image file type. Please select a valid image.');
  });
});

describe('attachment limits', () => {
  it('allows 5 MB for images and 100 MB for the other kinds', () => {
    expect(attachmentMaxBytes('image')).toBe(5 * MB);
    expect(attachmentMaxBytes('document')).toBe(100 * MB);
  });

  it('ignores case and parameters of the type', () => {
    expect(isAcceptedAttachmentType('image', 'IMAGE/PNG')).toBe(true);
  });
});
