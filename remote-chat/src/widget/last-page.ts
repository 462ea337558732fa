/**
 * The last page of this site the floating widget was on (path and query). A move to /chat inside the
 * app does not change `document.referrer`, so the desktop /chat redirect asks this first.
 */
let lastPage: string | null = null;

export function rememberPage(path: string): void {
  lastPage = path;
}

export function rememberedPage(): string | null {
  return lastPage;
}
