/**
 * Whether the visitor asked the system for reduced motion: read once when a screen starts, and
 * handed to its machine, which then moves nothing by itself (sliders, counters).
 */
export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
