import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { readLoginCode } from './login-code';
import { RETURNING_VISITOR_STATE } from './visited-state';

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

/** A browser of its own for one person (a shopper, the owner), as a returning visitor. */
export async function newPage(browser: Browser, viewport = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ storageState: RETURNING_VISITOR_STATE, viewport });
  return context.newPage();
}

/** The phone-code login inside an open widget, reading the code where a person would: the API's log. */
export async function logInWithCode(widget: Locator, phoneNumber: string): Promise<void> {
  const code = await sendLoginCode(widget, phoneNumber);
  // the sixth digit sends the code by itself
  await widget.getByLabel('Verification code').fill(code);
}

/** The phone step inside an open widget: the number sent, the code step open; answers the code the API "sent". */
export async function sendLoginCode(widget: Locator, phoneNumber: string): Promise<string> {
  const send = widget.getByRole('button', { name: 'Send Code' });
  await expect(send).toBeDisabled();
  await widget.getByLabel('Phone number').fill(phoneNumber);
  await send.click();
  await expect(widget.getByLabel('Verification code')).toBeFocused();
  return readLoginCode(phoneNumber);
}
