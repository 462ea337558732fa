import { sharedMessages } from 'shared/i18n';
import { checkoutMessages } from './use-t';

/**
 * The tests of the enclosing block render in Hindi, as a page the server rendered in it: `<html lang>`
 * says hi-IN, which a new root store takes for its locale, and the Hindi catalogues (the checkout's and
 * shared's views') are loaded first, as the page's Suspense boundary would wait for them.
 */
export function inHindi(): void {
  beforeAll(() => Promise.all([checkoutMessages.load('hi'), sharedMessages.load('hi')]));
  beforeEach(() => {
    document.documentElement.lang = 'hi-IN';
  });
  afterEach(() => {
    document.documentElement.lang = '';
  });
}
