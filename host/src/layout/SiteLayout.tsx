import { observer } from 'mobx-react-lite';
import { Suspense, type ReactNode } from 'react';
import { useStore, type PageAnswer } from 'shared';
import { MobileChatRedirect } from '../chat/MobileChatRedirect';
import { EditModeChrome } from '../edit-mode/EditModeChrome';
import { LazyChatLauncher, LazyDesktopFooter, LazyDesktopHeader } from './lazy-desktop-parts';
import { MobileNav } from './MobileNav';
import { ShellLive } from './ShellLive';
// The header's styles stay in the page's stylesheet, linked from the server's HTML, though its code
// loads on its own: a server-rendered header is styled at first paint.
import './header/header.css';

interface Props {
  answer: PageAnswer;
  /** The page's body is on screen; until then the chat waits. */
  contentShown: boolean;
  children: ReactNode;
}

/**
 * Desktop: header, page, footer and the floating chat. Mobile: page and the bottom navigation.
 * The desktop's own parts load on desktop only (lazy-desktop-parts.ts). On a server-rendered page
 * their HTML stays as sent until their code is there; a page the browser draws itself keeps the
 * header's height while it loads, so the page below does not move.
 */
export const SiteLayout = observer(function SiteLayout({ answer, contentShown, children }: Props) {
  const { ui, owner } = useStore();
  // Spec: chat (and socket) features only when edit mode is off.
  const chatWidget = owner.isEditing(answer.websitePage.accountTypeId) ? undefined : answer.installedWidgets.find((w) => w.type === 'chatWidget');
  const palette = answer.websitePage.colorPalette;
  const style = { '--color-primary': palette.primary, '--color-secondary': palette.secondary } as React.CSSProperties;
  if (ui.isMobile) {
    return (
      <div className="site site--mobile" style={style}>
        <EditModeChrome answer={answer} />
        <main id="main">{children}</main>
        <MobileNav section={answer.mobFooterSection} />
        {chatWidget?.allowedAllActions && <MobileChatRedirect />}
        <ShellLive parts={1} />
      </div>
    );
  }
  return (
    <div className="site site--desktop" style={style}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <EditModeChrome answer={answer} />
      <Suspense fallback={<div className="site-header site-header--loading" />}>
        <LazyDesktopHeader section={answer.headerSection} logo={answer.logo} businessName={answer.businessName} />
        <ShellLive parts={2} />
      </Suspense>
      <main id="main">{children}</main>
      <Suspense fallback={null}>
        <LazyDesktopFooter section={answer.footerSection} logo={answer.logo} />
        {chatWidget && <LazyChatLauncher widget={chatWidget} answer={answer} contentShown={contentShown} />}
        <ShellLive parts={2} />
      </Suspense>
    </div>
  );
});
