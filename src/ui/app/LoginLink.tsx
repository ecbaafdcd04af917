import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { NavigateButton } from '../widgets/NavigateButton.tsx';
import { loginLinkState } from './return-path.ts';

interface LoginLinkProps {
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

/** The same way to /login, styled as a button where the page shows one (the header's Login). */
export function LoginButton({ className, children, onPress }: LoginLinkProps & { readonly onPress?: () => void }) {
  const { pathname, search } = useLocation();
  return (
    <NavigateButton className={className} to="/login" state={loginLinkState(`${pathname}${search}`)} onPress={onPress}>
      {children}
    </NavigateButton>
  );
}
