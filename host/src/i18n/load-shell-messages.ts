import { sharedMessages, type Locale } from 'shared/i18n';
import { hostMessages } from './use-t';

/**
 * The shell's messages and those of shared's views it draws (the language menu) in `locale`, loaded
 * before the shell renders or hydrates: a component waiting for its catalogue would suspend the whole
 * shell (the phone's top bar and navigation sit in no boundary of their own). English is already there.
 */
export async function loadShellMessages(locale: Locale): Promise<void> {
  await Promise.all([hostMessages.load(locale), sharedMessages.load(locale)]);
}
