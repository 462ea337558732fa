/** Hands a file already in the page (fetched with the caller's token) to the browser's downloads, as a link with `download` would. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // after the click's task, so the download has started from the URL before it goes
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
