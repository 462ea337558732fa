import { safeAttachmentUrl } from './safe-url';

describe('safeAttachmentUrl', () => {
  it.each([
    ['/uploads/demo/chat-widget/images/a1.png', '/uploads/demo/chat-widget/images/a1.png'],
    ['https://cdn.example.com/a.png', 'https://cdn.example.com/a.png'],
    ['http://demo.localhost:3000/uploads/x.pdf', 'http://demo.localhost:3000/uploads/x.pdf'],
    ['javascript:alert(1)', null],
    [' JAVASCRIPT:alert(1)', null],
    ['data:text/html;base64,PHNjcmlwdD4=', null],
    ['//evil.example.com/x.png', null],
    ['not a url', null],
  ])('%s → %s', (url, expected) => {
    expect(safeAttachmentUrl(url)).toBe(expected);
  });
});
