/** Hands a file to the browser's downloads, as a link with `download` would: the file is already here (fetched with the owner's token). */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // after the click's task, so the download has started from the URL before it goes
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The file name a `Content-Disposition: attachment; filename="..."` header gives, else `fallback`. */
export function attachmentName(header: string | null, fallback: string): string {
  const match = header ? /filename="?([^";]+)"?/i.exec(header) : null;
  return match?.[1] ?? fallback;
}
