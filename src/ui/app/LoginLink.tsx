import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { loginLinkState } from './return-path.ts';

interface LoginLinkProps {
  /** Styled as a button where the page shows one (the header's Login, the menu's Login / Sign Up). */
  readonly className?: string;
  readonly children: ReactNode;
}

/**
 * A link to /login that remembers the page it was pressed on (path and query), so the login
 * comes back there (read back by return-path.ts).
 */
export function LoginLink({ className, children }: LoginLinkProps) {
  const { pathname, search } = useLocation();
  return (
    <Link className={className} to="/login" state={loginLinkState(`${pathname}${search}`)}>
      {children}
    </Link>
  );
}
