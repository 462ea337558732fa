import type { BrowserContextOptions } from '@playwright/test';
import { PHONE } from './shopper';

/**
 * A phone as the site's server sees one: 390 px wide, touch, and a mobile User-Agent, from which the
 * server renders the phone layout (host/server/ssr/device-class.ts).
 */
export const PHONE_DEVICE: BrowserContextOptions = {
  viewport: PHONE,
  userAgent: 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
  isMobile: true,
  hasTouch: true,
};
