import { useState } from 'react';
import { businessInitials, type BusinessIdentity } from './business-identity';
import './business-avatar.css';

interface Props {
  business: BusinessIdentity;
  /** Width and height in CSS pixels. */
  size?: number;
}

function ShopIcon() {
  return (
    <svg viewBox="0 0 24 24" width="60%" height="60%" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M3 9l1.5-5h15L21 9M3 9h18M3 9a3 3 0 0 0 6 0 3 3 0 0 0 6 0 3 3 0 0 0 6 0M5 12v8h14v-8" />
    </svg>
  );
}

/** The business's logo in a circle; its initials (or a shop icon) when it has none or it fails to load. */
export function BusinessAvatar({ business, size = 32 }: Props) {
  const [failed, setFailed] = useState(false);
  const initials = businessInitials(business.name);
  return (
    <span className="business-avatar" style={{ width: size, height: size, fontSize: Math.round(size * 0.4) }} aria-hidden="true">
      {business.logo && !failed ? (
        <img className="business-avatar__logo" src={business.logo} alt="" width={size} height={size} onError={() => setFailed(true)} />
      ) : (
        initials || <ShopIcon />
      )}
    </span>
  );
}
