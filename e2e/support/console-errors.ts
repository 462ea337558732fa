import type { Page } from '@playwright/test';

/** Collects page errors and console errors, to assert a journey ran without chunk or runtime failures. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}
