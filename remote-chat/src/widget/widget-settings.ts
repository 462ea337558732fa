import { type ChatTopic, type ChatWidgetSettings, type InstalledWidget, type PageAnswer } from 'shared';
import { DEFAULT_CHAT_HEADER_TITLE, DEFAULT_THEME_COLOR, TEMPLATE_SLUG } from 'shared/rules';
import { businessIdentityOf, type BusinessIdentity } from '../business/business-identity';

/** How the widget shows on desktop: a floating panel, or the e-commerce template's right-side drawer. */
export type DesktopVariant = 'panel' | 'drawer';

/** What the widget shell reads from the site's installed chat widget, defaults applied. */
export interface ChatShellSettings {
  themeColor: string;
  headerTitle: string;
  topics: readonly ChatTopic[];
  /** Spec: the toggle is disabled, and chat and socket stay off, unless this is true. */
  allowedAllActions: boolean;
  desktopVariant: DesktopVariant;
  /** Whether customers pay orders from the chat, and through which of the business's integrations. */
  payment: ChatWidgetSettings['payment'];
  /** Who answers: the business's name and logo, on the header and on its replies. */
  business: BusinessIdentity;
}

/** The site's chat widget, or undefined when it has none. */
export function findChatWidget(answer: PageAnswer): InstalledWidget | undefined {
  return answer.installedWidgets.find((widget) => widget.type === 'chatWidget');
}

/**
 * The shell's settings: the business's theme colour (default #10B981) and header title (default
 * 'Chat with us'), its topics, and the drawer for the e-commerce template's desktop variant.
 */
export function shellSettings(widget: InstalledWidget, answer: PageAnswer): ChatShellSettings {
  const { themeColor, headerTitle, topics, payment } = widget.settings;
  return {
    themeColor: themeColor.trim() || DEFAULT_THEME_COLOR,
    headerTitle: headerTitle.trim() || DEFAULT_CHAT_HEADER_TITLE,
    topics,
    allowedAllActions: widget.allowedAllActions,
    desktopVariant: answer.websitePage.templateId?.slug === TEMPLATE_SLUG ? 'drawer' : 'panel',
    payment,
    business: businessIdentityOf(answer),
  };
}
