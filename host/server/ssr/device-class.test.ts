/** @jest-environment node */
import { isMobileRequest } from './device-class';

const PHONE = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';

describe('isMobileRequest', () => {
  it.each([
    ['an Android phone', { 'user-agent': PHONE }, true],
    ['an iPhone', { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)' }, true],
    ['a desktop browser', { 'user-agent': DESKTOP }, false],
    ['a client hint saying mobile', { 'user-agent': DESKTOP, 'sec-ch-ua-mobile': '?1' }, true],
    ['a client hint saying not mobile', { 'user-agent': PHONE, 'sec-ch-ua-mobile': '?0' }, false],
    ['no User-Agent at all', {}, false],
  ])('renders %s with the phone layout: %s', (_name, headers, mobile) => {
    expect(isMobileRequest(headers)).toBe(mobile);
  });
});
