/** The studio hides a review only with a reason the log keeps; showing it again needs none. */
export const HIDE_REASON_REQUIRED = 'Please give a reason for hiding the review';

export function hideReasonProblem(hidden: boolean, reason: string | undefined): string | null {
  if (!hidden) return null;
  return (reason ?? '').trim() === '' ? HIDE_REASON_REQUIRED : null;
}
