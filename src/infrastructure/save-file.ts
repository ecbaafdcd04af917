/** Hands a file to the browser as a download, through a temporary link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click hands the file over without waiting for the browser to read it: revoking the
  // address at once can cancel the download, so it goes once the browser has surely read it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Saves a text file (a CSV export of orders). */
export function saveTextFile(fileName: string, text: string, type: string): void {
  saveBlob(new Blob([text], { type }), fileName);
}
