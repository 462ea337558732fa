/** Reloads the page: the error screen's Try Again. A module of its own so tests can stand in for it. */
export function reloadPage(): void {
  window.location.reload();
}
