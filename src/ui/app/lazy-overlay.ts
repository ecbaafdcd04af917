import { lazy, type ComponentType } from 'react';

/**
 * An overlay whose code (and react-aria's) is downloaded only when the shopper is about to open
 * it, so it stays out of the route's first load. `preload` starts the download early: call it
 * when the pointer enters, or focus lands on, the control that opens the overlay.
 */
export function lazyOverlay<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const Overlay = lazy(async () => ({ default: await load() }));
  const preload = () => {
    // A failed early download is tried again when the overlay opens.
    load().catch(() => undefined);
  };
  return { Overlay, preload };
}
