import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../../i18n/use-t';
import { safeHref } from './safe-href';

interface Props {
  /** The link as the owner stored it; an unusable one renders the children without a link. */
  href: string | undefined;
  className?: string;
  'aria-label'?: string;
  children: ReactNode;
}

/** A link from section data: the router for in-app paths, a new tab for other sites, nothing for unsafe ones. */
export function SmartLink({ href, className, children, 'aria-label': ariaLabel }: Props) {
  const t = useT();
  const target = safeHref(href);
  if (!target) return <>{children}</>;
  if (target.kind === 'internal') {
    return (
      <Link to={target.to} className={className} aria-label={ariaLabel}>
        {children}
      </Link>
    );
  }
  if (target.kind === 'contact') {
    return (
      <a href={target.href} className={className} aria-label={ariaLabel}>
        {children}
      </a>
    );
  }
  return (
    <a href={target.href} className={className} aria-label={ariaLabel} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sf-sr-only">{t('link.newTab')}</span>
    </a>
  );
}
