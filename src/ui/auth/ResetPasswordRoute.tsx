import { useSelector } from '@xstate/react';
import { useParams } from 'react-router';
import { liveResetPasswordMachine } from '../../machines/auth/auth.live.ts';
import { resetPasswordView } from '../../machines/auth/reset-password.view.ts';
import { useScreenActor } from '../app/useScreenActor.ts';
import { PageMeta } from '../frame/PageMeta.tsx';
import { ResetPasswordPage } from './ResetPasswordPage.tsx';

function ResetPassword({ token }: { readonly token: string }) {
  const actor = useScreenActor(liveResetPasswordMachine, { token });
  const view = useSelector(actor, resetPasswordView);
  return <ResetPasswordPage view={view} send={actor.send} />;
}

/** /reset-password/:token. A new token is a new page: the key starts a fresh machine. */
export default function ResetPasswordRoute() {
  const { token = '' } = useParams();
  return (
    <>
      <PageMeta title="Reset password" secretAddress />
      <ResetPassword key={token} token={token} />
    </>
  );
}
