import { useEffect } from 'react';

declare global {
  interface Window {
    /**
     * Presses again, once React owns it, the button a visitor pressed before the app took the
     * server's page over (index.html defines it, beside the listener that remembers the button).
     */
    pressEarlyClick?: () => void;
  }
}

/** Rendered where a part of the page is taken over (the frame, the routed page): presses the early click once that part is React's. */
export function EarlyClick(): null {
  useEffect(() => window.pressEarlyClick?.(), []);
  return null;
}
