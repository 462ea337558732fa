import type { Translate } from 'shared/i18n';
import type { HostMessage } from '../i18n/use-t';

/**
 * The labels the site templates give the bottom navigation's icons (api/src/db/seed). A label the owner
 * left as it came is the shell's own word for the icon, said in the page's language; a label the owner
 * wrote is their content and is shown as written.
 */
const TEMPLATE_LABELS: Record<string, readonly [english: string, id: HostMessage]> = {
  '/': ['Home', 'nav.home'],
  '/search': ['Categories', 'nav.categories'],
  '/cart': ['Cart', 'nav.cart'],
  '/chat': ['Chat', 'nav.chat'],
  '/account': ['Account', 'nav.account'],
};

/** The bottom navigation's label for the item at `url` whose stored label is `label`. */
export function navLabel(url: string, label: string, t: Translate<HostMessage>): string {
  const template = TEMPLATE_LABELS[url];
  return template && template[0] === label.trim() ? t(template[1]) : label;
}
