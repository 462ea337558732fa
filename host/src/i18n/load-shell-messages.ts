import type { Locale } from 'shared/i18n';
import { hostMessages } from './use-t';

/**
 * The shell's messages in `locale`, loaded before the shell renders or hydrates: a component waiting for
 * its catalogue would suspend the whole shell (the phone's top bar and navigation sit in no boundary of
 * their own). English is already there. Shared's messages (the desktop header's language menu) load in
 * the header's own boundary, so the phone's first screen carries none of them.
 */
export async function loadShellMessages(locale: Locale): Promise<void> {
  await hostMessages.load(locale);
}
