import { MOBILE_BREAKPOINT_PX } from '../constants';

/** Spec: "The mobile breakpoint is a window width of 768 px or less." */
export function isMobileWidth(width: number): boolean {
  return width <= MOBILE_BREAKPOINT_PX;
}
