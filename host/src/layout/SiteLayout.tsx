import { observer } from 'mobx-react-lite';
import { memo, Suspense, type ReactNode } from 'react';
import { useStore, type InstalledWidget, type PageAnswer } from 'shared';
import { MobileChatRedirect } from '../chat/MobileChatRedirect';
import { MobileUnreadWatch } from '../chat/MobileUnreadWatch';
import { EditModeChrome } from '../edit-mode/EditModeChrome';
import { useT } from '../i18n/use-t';
import { LazyChatLauncher, LazyDesktopFooter, LazyDesktopHeader } from './lazy-desktop-parts';
import { hasMobileHeader, MobileHeader } from './MobileHeader';
import { MobileNav } from './MobileNav';
import { ShellLive } from './ShellLive';
// The header's styles stay in the page's stylesheet, linked from the server's HTML, though its code
// loads on its own: a server-rendered header is styled at first paint.
import './header/header.css';

interface Props {
  answer: PageAnswer;
  /**
   * Whether the page's body is on screen (until then the chat waits): read where it is needed, so its
   * change re-renders the chat launcher alone, not the layout around a footer that is still hydrating.
   */
  contentShown: () => boolean;
  children: ReactNode;
}

/**
 * Desktop: header, page, footer and the floating chat. Mobile: the top bar (MobileHeader), page and
 * the bottom navigation.
 * The desktop's own parts load on desktop only (lazy-desktop-parts.ts). On a server-rendered page
 * their HTML stays as sent until their code is there; a page the browser draws itself keeps the
 * header's height while it loads, so the page below does not move.
 */
export const SiteLayout = observer(function SiteLayout({ answer, contentShown, children }: Props) {
  const { ui, owner } = useStore();
  const t = useT();
  // Spec: chat (and socket) features only when edit mode is off.
  const chatWidget = owner.isEditing(answer.websitePage.accountTypeId) ? undefined : answer.installedWidgets.find((w) => w.type === 'chatWidget');
  const palette = answer.websitePage.colorPalette;
  const style = { '--color-primary': palette.primary, '--color-secondary': palette.secondary } as React.CSSProperties;
  if (ui.isMobile) {
    const topBar = hasMobileHeader(answer.websitePage.keyValue);
    return (
      <div className="site site--mobile" style={style}>
        <EditModeChrome answer={answer} linkInTopBar={topBar} />
        {topBar && <MobileHeader answer={answer} />}
        <main id="main">{children}</main>
        <MobileNav section={answer.mobFooterSection} />
        {chatWidget?.allowedAllActions && <MobileChatRedirect />}
        {chatWidget?.allowedAllActions && <MobileUnreadWatch onChatPage={answer.websitePage.keyValue === 'chat'} />}
        <ShellLive parts={1} />
      </div>
    );
  }
  return (
    <div className="site site--desktop" style={style}>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <EditModeChrome answer={answer} />
      <Suspense fallback={<div className="site-header site-header--loading" />}>
        <LazyDesktopHeader section={answer.headerSection} logo={answer.logo} businessName={answer.businessName} />
        <ShellLive parts={2} />
      </Suspense>
      <main id="main">{children}</main>
      <DesktopLowerParts answer={answer} chatWidget={chatWidget} contentShown={contentShown} />
    </div>
  );
});

interface LowerProps {
  answer: PageAnswer;
  chatWidget: InstalledWidget | undefined;
  contentShown: () => boolean;
}

/**
 * The footer and the chat launcher, whose code loads after the first screen (lazy-desktop-parts.ts).
 * Until then their server HTML waits in a boundary that must get no new props: React would drop that
 * HTML and draw the fallback (nothing) instead. Memoised, it re-renders only when what it shows changes.
 */
const DesktopLowerParts = memo(function DesktopLowerParts({ answer, chatWidget, contentShown }: LowerProps) {
  return (
    <Suspense fallback={null}>
      <LazyDesktopFooter section={answer.footerSection} logo={answer.logo} />
      {chatWidget && <LazyChatLauncher widget={chatWidget} answer={answer} contentShown={contentShown} />}
      <ShellLive parts={2} />
    </Suspense>
  );
});
