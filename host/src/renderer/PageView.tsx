import { observer } from 'mobx-react-lite';
import { useStore, type PageAnswer } from 'shared';
import { RemoteSlot } from '../federation/RemoteSlot';
import { useT } from '../i18n/use-t';
import { ContentNotAvailable } from '../screens/ContentNotAvailable';
import { TemplateMessage } from '../screens/TemplateMessage';
import { pickRenderer } from './pick-renderer';

interface Props {
  answer: PageAnswer;
  /** Called once the page's body is on screen, so optional parts may load after it. */
  onShown?: () => void;
}

/** Draws the page's body with the renderer its template, type and layout call for. */
export const PageView = observer(function PageView({ answer, onShown }: Props) {
  const { ui } = useStore();
  const t = useT();
  const page = answer.websitePage;
  const renderer = pickRenderer(page.templateId?.slug, page.keyValue, ui.isMobile, t);
  switch (renderer.kind) {
    case 'unknown-page':
      return <ContentNotAvailable />;
    case 'message':
      return <TemplateMessage title={renderer.title} />;
    case 'remote':
      return (
        <RemoteSlot
          key={`${renderer.remote}/${renderer.module}`}
          remote={renderer.remote}
          module={renderer.module}
          label={renderer.label}
          loading={<div className="section-skeleton" aria-busy="true" />}
          props={{ page, answer }}
          onSettled={onShown}
        />
      );
  }
});
