import { BADGE_COUNT_MAX } from '../constants';

/**
 * Spec: "The cart badge shows the count, or 9+ above 9." Returns the badge text, or null when there is
 * nothing to count (0, negative or not a number) so the view can hide the badge.
 */
export function badgeCount(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > BADGE_COUNT_MAX ? `${BADGE_COUNT_MAX}+` : String(Math.trunc(count));
}
