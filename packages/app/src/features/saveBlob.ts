// The browser's download of a file made here (a poster, an export): a module of its own so a page that
// saves a file does not pull in another area's code.

/** Saves a blob under a file name (the browser's download). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The browser reads the file after the click, later on a busy machine: the address lives a minute.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
