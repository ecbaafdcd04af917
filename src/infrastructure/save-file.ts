import { downloadFileName } from '../domain/gallery.ts';

/** Saves a downloaded picture as '{title}.jpg' through a temporary link. */
export function saveJpeg(blob: Blob, title: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = downloadFileName(title);
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser; the address can go once it is read.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
