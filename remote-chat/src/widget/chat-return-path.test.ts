import { chatReturnPath } from './chat-return-path';

const ORIGIN = 'http://demo.localhost:3000';

describe('chatReturnPath (desktop /chat)', () => {
  it.each([
    ['the previous page of this site', `${ORIGIN}/products?catalogue=sarees`, null, '/products?catalogue=sarees&chat=open'],
    ['a path without the origin', '/contact', null, '/contact?chat=open'],
    ['with the source asked for', `${ORIGIN}/products`, 'send_enquiry_request', '/products?chat=open&source=send_enquiry_request'],
    ['replacing a source the previous page had', `${ORIGIN}/?chat=open&source=orders`, null, '/?chat=open'],
    ['another site: home', 'https://elsewhere.example/page', null, '/?chat=open'],
    ['the /chat page itself: home', `${ORIGIN}/chat`, 'orders', '/?chat=open&source=orders'],
    ['no previous page: home', '', null, '/?chat=open'],
    ['nothing known: home', null, 'contact_support', '/?chat=open&source=contact_support'],
  ])('%s', (_name, previous, source, path) => {
    expect(chatReturnPath(previous, ORIGIN, source)).toBe(path);
  });
});
