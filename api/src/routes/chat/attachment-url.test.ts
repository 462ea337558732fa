import { isChatUploadUrl } from './attachment-url';

describe('isChatUploadUrl', () => {
  it.each([
    ['an image of this business', '/uploads/demo/chat-widget/images/6650a1b2c3d4e5f601234567.jpg', true],
    ['a document of this business', '/uploads/demo/chat-widget/document/6650a1b2c3d4e5f601234567.pdf', true],
    ['a voice note', '/uploads/demo/chat-widget/document/6650a1b2c3d4e5f601234567.weba', true],
    ['another business', '/uploads/sunrise/chat-widget/images/6650a1b2c3d4e5f601234567.jpg', false],
    ['a page image, not a chat upload', '/uploads/demo/uploads/6650a1b2c3d4e5f601234567.jpg', false],
    ['another site', 'https://evil.example/x.jpg', false],
    ['a protocol-relative link', '//evil.example/uploads/demo/chat-widget/images/a.jpg', false],
    ['a path that climbs', '/uploads/demo/chat-widget/images/../../sunrise/x.jpg', false],
    ['a nested folder', '/uploads/demo/chat-widget/images/a/b.jpg', false],
    ['a query string', '/uploads/demo/chat-widget/images/a.jpg?x=1', false],
    ['the folder alone', '/uploads/demo/chat-widget/images/', false],
    ['a subdomain prefix trick', '/uploads/demo-evil/chat-widget/images/a.jpg', false],
    ['plain text', 'hello', false],
  ])('%s', (_title, url, expected) => {
    expect(isChatUploadUrl(url, 'demo')).toBe(expected);
  });
});
