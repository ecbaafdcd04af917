import { useEffect } from 'react';

declare global {
  interface Window {
    /** The button a visitor pressed before the app took over the server's page (index.html keeps it). */
    clickedBeforeApp?: Element;
  }
}

/** React has taken this element over: it keeps its props on the element under this prefix. */
const takenOver = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps'));

/**
 * Presses again, once, the button pressed before the app took the page over, as soon as React owns
 * it (the frame and the routed page are taken over at different times, so both ask). A button
 * the app rendered afresh instead of taking over is no longer in the page and is left alone.
 */
export function pressEarlyClick(): void {
  const button = window.clickedBeforeApp;
  if (!button) return;
  if (!button.isConnected) {
    window.clickedBeforeApp = undefined;
    return;
  }
  if (!takenOver(button)) return;
  window.clickedBeforeApp = undefined;
  // In the next task: after React has finished the commit that took the button over.
  setTimeout(() => (button as HTMLElement).click(), 0);
}

/** Rendered where a part of the page is taken over: presses the early click once that part is React's. */
export function EarlyClick(): null {
  useEffect(pressEarlyClick, []);
  return null;
}
