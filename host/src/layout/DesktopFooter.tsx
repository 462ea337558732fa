import { Link } from 'react-router-dom';
import { type Section } from 'shared';
import { valueOf, valuesOf } from 'shared/sections';
import { useT } from '../i18n/use-t';
import { LogoImage } from './LogoImage';

interface Props {
  section: Section | null;
  logo: string | null;
}

function LinkColumn({ title, links }: { title: string; links: { value: string; url?: string }[] }) {
  if (links.length === 0) return null;
  return (
    <div>
      <h2>{title}</h2>
      <ul>
        {links.map((link) => (
          <li key={`${link.value}-${link.url}`}>
            <Link to={link.url ?? '/'}>{link.value}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function DesktopFooter({ section, logo }: Props) {
  const image = valueOf(section, 'Footer Image') ?? logo;
  const phone = valueOf(section, 'Contact - Phone');
  const email = valueOf(section, 'Contact - Email');
  const address = valueOf(section, 'Contact - Address');
  const payments = valuesOf(section, 'Payment Method');
  const t = useT();
  return (
    <footer className="site-footer">
      <div className="site-footer__grid">
        <div>
          {image && <LogoImage src={image} size={56} loading="lazy" />}
          <p>{valueOf(section, 'Description')}</p>
          <ul className="site-footer__social">
            {valuesOf(section, 'Social Media').map((social) => (
              <li key={social.value}>
                <a href={social.url} target="_blank" rel="noopener noreferrer">
                  {social.value}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <LinkColumn title={t('footer.quickLinks')} links={valuesOf(section, 'Quick Links')} />
        <LinkColumn title={t('footer.legal')} links={valuesOf(section, 'Services')} />
        <div>
          <h2>{t('footer.contact')}</h2>
          {phone && <p><a href={`tel:${phone.replace(/\s/g, '')}`}>{phone}</a></p>}
          {email && <p><a href={`mailto:${email}`}>{email}</a></p>}
          {address && <address className="pre-line">{address}</address>}
        </div>
      </div>
      <div className="site-footer__bottom">
        <span>{valueOf(section, 'Footer Extras - Copyright')}</span>
        {payments.length > 0 && (
          <span>{t('footer.payments', { methods: payments.map((p) => p.value).join(', ') })}</span>
        )}
      </div>
    </footer>
  );
}
