import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useStore, type PageAnswer } from 'shared';
import { ChatLauncher } from '../chat/ChatLauncher';
import { MobileChatRedirect } from '../chat/MobileChatRedirect';
import { EditModeChrome } from '../edit-mode/EditModeChrome';
import { DesktopFooter } from './DesktopFooter';
import { DesktopHeader } from './DesktopHeader';
import { MobileNav } from './MobileNav';

interface Props {
  answer: PageAnswer;
  /** The page's body is on screen; until then the chat waits. */
  contentShown: boolean;
  children: ReactNode;
}

/** Desktop: header, page, footer and the floating chat. Mobile: page and the bottom navigation. */
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
      </div>
    );
  }
  return (
    <div className="site site--desktop" style={style}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <EditModeChrome answer={answer} />
      <DesktopHeader section={answer.headerSection} logo={answer.logo} businessName={answer.businessName} />
      <main id="main">{children}</main>
      <DesktopFooter section={answer.footerSection} logo={answer.logo} />
      {chatWidget && <ChatLauncher widget={chatWidget} answer={answer} contentShown={contentShown} />}
    </div>
  );
});
