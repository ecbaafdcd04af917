import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';

interface NavigateButtonProps {
  readonly to: string;
  /** Router state for the page it leads to (a login's way back, say). */
  readonly state?: unknown;
  readonly className?: string;
  /** Runs before the navigation (closing the drawer it sits in, say). */
  readonly onPress?: () => void;
  readonly children: ReactNode;
}

/**
 * What the specs call a button that leads to another page of the site ('a Book now button',
 * 'a Go to Login button', 'a Start Shopping button to /shop'): a real button, announced and pressed
 * as one, that navigates in the app. Where the specs say link, the page uses a Link.
 */
export function NavigateButton({ to, state, className, onPress, children }: NavigateButtonProps) {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        onPress?.();
        void navigate(to, { state });
      }}
    >
      {children}
    </button>
  );
}
