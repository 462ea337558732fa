import { servedHeaders } from './served-headers';

const ID = '65f0c0ffee0000000000abcd';

describe('servedHeaders', () => {
  it.each([
    ['a chat image', `demo/chat-widget/images/${ID}.jpg`, 'image/jpeg', undefined],
    ['a PNG sent as a document', `demo/chat-widget/document/${ID}.png`, 'image/png', undefined],
    ['a voice note', `demo/chat-widget/document/${ID}.weba`, 'audio/webm', undefined],
    ['a video', `demo/chat-widget/document/${ID}.mkv`, 'video/x-matroska', undefined],
    ['a PDF', `demo/chat-widget/document/${ID}.pdf`, 'application/pdf', 'attachment'],
    ['a CSV', `demo/chat-widget/document/${ID}.csv`, 'text/csv; charset=utf-8', 'attachment'],
    ['a Word file', `demo/chat-widget/document/${ID}.docx`, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'attachment'],
    ['an HTML page', `demo/chat-widget/document/${ID}.html`, 'application/octet-stream', 'attachment'],
    ['an SVG', `demo/chat-widget/images/${ID}.svg`, 'application/octet-stream', 'attachment'],
    ['a name without an extension', `demo/chat-widget/document/${ID}`, 'application/octet-stream', 'attachment'],
  ])('serves %s as %s', (_what, path, type, disposition) => {
    const headers = servedHeaders(path);
    expect(headers['content-type']).toBe(type);
    expect(headers['content-disposition']).toBe(disposition);
    expect(headers['x-content-type-options']).toBe('nosniff');
  });

  it('leaves the type of the site images to the file server, with nosniff and the strict policy', () => {
    expect(servedHeaders(`demo/uploads/${ID}.webp`)).toEqual({
      'x-content-type-options': 'nosniff',
      'content-security-policy': expect.stringContaining("default-src 'none'"),
    });
  });
});
