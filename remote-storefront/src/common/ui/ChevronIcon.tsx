interface Props {
  direction: 'left' | 'right';
  size?: number;
  strokeWidth?: number;
}

/** The arrow of every previous/next control in the storefront; decorative (the buttons carry the names). */
export function ChevronIcon({ direction, size = 22, strokeWidth = 2.2 }: Props) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} fill="none" stroke="currentColor" strokeWidth={strokeWidth} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d={direction === 'left' ? 'm15 18-6-6 6-6' : 'm9 18 6-6-6-6'} />
    </svg>
  );
}
