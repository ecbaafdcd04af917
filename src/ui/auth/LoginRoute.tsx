import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { liveAuthFormMachine } from '../../machines/auth/auth.live.ts';
import { returnPath } from '../app/return-path.ts';
import { SessionContext } from '../app/SessionContext.ts';
import { useNotify } from '../app/useNotify.ts';
import { PageMeta } from '../frame/PageMeta.tsx';
import { LoginPage } from './LoginPage.tsx';

export default function LoginRoute() {
  const notify = useNotify();
  const navigate = useNavigate();
  const { state } = useLocation();
  const session = SessionContext.useActorRef();
  const machine = useMemo(
    () =>
      liveAuthFormMachine.provide({
        actions: {
          notify,
          completeLogin: (_, { token, user }) => {
            session.send({ type: 'session.loggedIn', token, user });
            void navigate(returnPath(state), { replace: true });
          },
        },
      }),
    [notify, navigate, session, state],
  );

  return (
    <>
      <PageMeta title="Login or Sign Up" description="Log in to your account, or create one to shop, keep a wishlist and track your orders." />
      <LoginPage machine={machine} />
    </>
  );
}
