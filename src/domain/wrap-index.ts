/** Slideshows, carousels and lightboxes wrap in both directions. */

/** Any index, negative or past the end, brought into [0, length); 0 for an empty list. */
export function wrapIndex(index: number, length: number): number {
  if (length <= 0) return 0;
  return ((index % length) + length) % length;
}

export function nextIndex(index: number, length: number): number {
  return wrapIndex(index + 1, length);
}

export function previousIndex(index: number, length: number): number {
  return wrapIndex(index - 1, length);
}
