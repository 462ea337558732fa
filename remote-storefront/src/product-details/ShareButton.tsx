import { useT } from '../i18n/use-t';
import { CheckIcon, ShareIcon } from './icons';

interface Props {
  onShare: () => void;
  /** True for 2 s after the link was copied. */
  copied: boolean;
  /** The mobile header's round icon button, or the desktop's labelled button. */
  iconOnly?: boolean;
}

export function ShareButton({ onShare, copied, iconOnly = false }: Props) {
  const t = useT();
  const label = t(copied ? 'pd.linkCopied' : 'pd.share');
  return (
    <button type="button" className={iconOnly ? 'sf-pd-icon-button' : 'sf-pd-share'} onClick={onShare} aria-label={iconOnly ? label : undefined}>
      {copied ? <CheckIcon /> : <ShareIcon />}
      {!iconOnly && <span>{label}</span>}
    </button>
  );
}
