/** The carousel changes image on a horizontal swipe of more than 50 px. */

export const SWIPE_THRESHOLD_PX = 50;

/** A swipe to the left (negative delta) shows the next image, to the right the previous. */
export function swipeDirection(deltaX: number): 'next' | 'previous' | null {
  if (deltaX < -SWIPE_THRESHOLD_PX) return 'next';
  if (deltaX > SWIPE_THRESHOLD_PX) return 'previous';
  return null;
}
