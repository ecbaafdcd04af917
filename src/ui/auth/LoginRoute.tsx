import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { liveAuthFormMachine } from '../../machines/auth/auth.live.ts';
import { authFormView } from '../../machines/auth/auth-form.view.ts';
import { returnPath } from '../app/return-path.ts';
import { useScreenActor } from '../app/useScreenActor.ts';
import { PageMeta } from '../frame/PageMeta.tsx';
import { LoginPage } from './LoginPage.tsx';

export default function LoginRoute() {
  const { state } = useLocation();
  // Where the shopper came from, read once: the machine goes back there after a login.
  const [returnTo] = useState(() => returnPath(state));
  const actor = useScreenActor(liveAuthFormMachine, { returnTo });
  const view = useSelector(actor, authFormView);
  return (
    <>
      <PageMeta
        title="Login or Sign Up"
        description="Log in to your account, or create one to shop, keep a wishlist and track your orders."
      />
      <LoginPage view={view} send={actor.send} />
    </>
  );
}
