/**
 * The icon of a card or notice. Owners store either an image address, an icon name (phone, email,
 * location, ...) or a short symbol such as an emoji; each is drawn in its own way. Icons are decorative:
 * the card's title carries the meaning.
 */
const PATHS: Record<string, string> = {
  phone: 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2',
  email: 'M3 6h18v12H3zM3 7l9 6 9-6',
  location: 'M12 21s-7-6.2-7-12a7 7 0 0 1 14 0c0 5.8-7 12-7 12zM12 11.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2',
  chat: 'M4 5h16v11H8l-4 4z',
  heart: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z',
  star: 'm12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z',
  users: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21a7 7 0 0 1 14 0M16 3.5a4 4 0 0 1 0 7.5M22 21a7 7 0 0 0-4-6.3',
  shield: 'M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6zM9 12l2 2 4-4',
  truck: 'M3 6h11v9H3zM14 9h4l3 3v3h-7M7 18a1.5 1.5 0 1 0 0-.01M17 18a1.5 1.5 0 1 0 0-.01',
  leaf: 'M5 19c0-9 6-14 15-14 0 9-5 15-14 15M5 19l7-7',
  award: 'M12 15a6 6 0 1 0 0-12 6 6 0 0 0 0 12zM8.5 14 7 21l5-3 5 3-1.5-7',
  info: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 11v5M12 8h.01',
  check: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM8 12l3 3 5-6',
  gift: 'M3 9h18v4H3zM5 13h14v8H5zM12 9v12M12 9S10.5 4 8 4.5 7 9 12 9zM12 9s1.5-5 4-4.5S17 9 12 9',
};

const ALIASES: Record<string, string> = {
  call: 'phone', telephone: 'phone', mobile: 'phone', mail: 'email', 'e-mail': 'email', envelope: 'email',
  address: 'location', map: 'location', pin: 'location', place: 'location', time: 'clock', hours: 'clock',
  message: 'chat', support: 'chat', love: 'heart', quality: 'award', team: 'users', people: 'users',
  secure: 'shield', security: 'shield', trust: 'shield', delivery: 'truck', shipping: 'truck', eco: 'leaf',
  nature: 'leaf', notice: 'info', note: 'info', warning: 'info', alert: 'info', done: 'check', tick: 'check', offer: 'gift',
};

function iconName(raw: string): string | undefined {
  const name = raw.trim().toLowerCase().replace(/[_\s]+/g, '-').replace(/-?(icon|outline|outlined)$/, '');
  if (PATHS[name]) return name;
  return ALIASES[name];
}

export function SectionIcon({ value, className = 'sf-icon' }: { value: string | undefined; className?: string }) {
  const icon = value?.trim();
  if (!icon) return null;
  if (/^(https?:\/\/|\/)/i.test(icon)) {
    return (
      <span className={className} aria-hidden="true">
        <img src={icon} alt="" width={28} height={28} loading="lazy" />
      </span>
    );
  }
  const name = iconName(icon);
  const path = name ? PATHS[name] : undefined;
  if (path) {
    return (
      <span className={className} aria-hidden="true" data-icon={name}>
        <svg viewBox="0 0 24 24" width="26" height="26" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
          <path d={path} />
        </svg>
      </span>
    );
  }
  // A short symbol (an emoji, a letter) is drawn as it is; a long unknown word is not a symbol.
  if ([...icon].length <= 3) {
    return (
      <span className={className} aria-hidden="true">
        {icon}
      </span>
    );
  }
  return null;
}
