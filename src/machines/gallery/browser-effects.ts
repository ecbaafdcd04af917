import { downloadFileName } from '../../domain/gallery.ts';
import type { ShareOutcome, ShareRequest } from './image-actions.machine.ts';

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

/** The device share sheet where there is one, else the link goes to the clipboard. */
export async function shareOrCopy(request: ShareRequest): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(request);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      throw error;
    }
  }
  await navigator.clipboard.writeText(request.url);
  return 'copied';
}
