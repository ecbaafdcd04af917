import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { loginLinkState } from './return-path.ts';

/**
 * A link to /login that remembers the page it was pressed on (path and query), so the login
 * comes back there (shop spec §2 "Login / sign-up"; read back by return-path.ts).
 */
export function LoginLink({ className, children }: { readonly className?: string; readonly children: ReactNode }) {
  const { pathname, search } = useLocation();
  return (
    <Link className={className} to="/login" state={loginLinkState(`${pathname}${search}`)}>
      {children}
    </Link>
  );
}
