import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface ButtonLinkProps {
  readonly to: string;
  readonly className?: string;
  /** Runs as it is followed (closing the drawer it sits in, say). */
  readonly onPress?: () => void;
  readonly children: ReactNode;
}

/**
 * What the specs call a button that leads to another page of the site ('a Book now button',
 * 'a Go to Login button', 'a Start Shopping button to /shop'): a link styled as a button. It goes
 * somewhere, so it is an <a href>: it works before the page's script has run, for a crawler, and
 * with a middle click or "open in new tab". Buttons are for actions on the page.
 */
export function ButtonLink({ to, className, onPress, children }: ButtonLinkProps) {
  return (
    <Link className={className} to={to} onClick={onPress}>
      {children}
    </Link>
  );
}
