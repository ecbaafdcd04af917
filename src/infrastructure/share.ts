/** What a share ended in: the device's share sheet took it, the link was copied, or the shopper closed the sheet. */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled';

export interface ShareRequest {
  readonly title: string;
  readonly text?: string;
  readonly url: string;
}

/** The device share sheet where there is one, else the link goes to the clipboard (both specs' Share). */
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
