import type { ShareOutcome, ShareRequest } from './blog-post.machine.ts';

/** The device share sheet where there is one, else the link goes to the clipboard. */
export async function shareOrCopyLink(request: ShareRequest): Promise<ShareOutcome> {
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
