import { expect, test, type Page } from '@playwright/test';
import { collectErrors } from './support/console-errors';
import { loginOwner } from './support/owner';
import { siteUrl } from './support/ports';
import { screenshot } from './support/screenshots';
import { newPage, PHONE } from './support/shopper';

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const AWAY = 'We are at the loom today. Leave a message and we will answer.';

/** Tomorrow's weekday on the business's clock (Asia/Kolkata), whatever the machine's zone. */
function tomorrowInKolkata(): string {
  const tomorrow = new Date(Date.now() + 24 * 60 * 60_000);
  return new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Kolkata', weekday: 'long' }).format(tomorrow);
}

/** The owner's hours form: on or off, and open only on `openDay` from 10:00 to 11:00. */
async function setHours(owner: Page, enabled: boolean, openDay: string) {
  const form = owner.getByRole('form', { name: 'Business hours' });
  await form.getByRole('checkbox', { name: 'Tell customers when we are away' }).setChecked(enabled);
  for (const day of DAYS) {
    const group = form.getByRole('group', { name: day });
    await group.getByRole('checkbox', { name: `Open on ${day}` }).setChecked(day === openDay);
  }
  const open = form.getByRole('group', { name: openDay });
  await open.getByLabel('Opens').fill('10:00');
  await open.getByLabel('Closes').fill('11:00');
  await form.getByLabel('Away message').fill(AWAY);
  await form.getByRole('button', { name: 'Save business hours' }).click();
  await expect(form.getByText('Business hours saved')).toBeVisible();
}

test.describe('business hours', () => {
  test('outside the hours the owner set, a shopper on a phone opens the chat and reads the away message and when the business replies', async ({ browser }) => {
    test.setTimeout(120_000);
    // open only tomorrow, 10 to 11 am: now is outside them whenever the test runs
    const openDay = tomorrowInKolkata();
    const owner = await newPage(browser, PHONE);
    await loginOwner(owner, '/owner/chat-settings');
    await expect(owner.getByRole('form', { name: 'Business hours' })).toBeVisible();
    try {
      await setHours(owner, true, openDay);
      await screenshot(owner, 'business-hours-form');

      const shopper = await newPage(browser, PHONE);
      const errors = collectErrors(shopper);
      await shopper.goto(siteUrl('demo', '/chat'));
      const away = shopper.getByRole('note', { name: 'We are away' });
      await expect(away).toContainText(AWAY);
      await expect(away).toContainText('We reply from 10 am tomorrow');
      await screenshot(shopper, 'chat-away');
      expect(errors).toEqual([]);
    } finally {
      // the other journeys meet the demo's chat as it was: no hours kept
      await setHours(owner, false, openDay);
    }
  });
});
