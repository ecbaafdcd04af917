import { useSelector } from '@xstate/react';
import { liveForgotPasswordMachine } from '../../machines/auth/auth.live.ts';
import { forgotPasswordView } from '../../machines/auth/forgot-password.view.ts';
import { useScreenActor } from '../app/useScreenActor.ts';
import { PageMeta } from '../frame/PageMeta.tsx';
import { ForgotPasswordPage } from './ForgotPasswordPage.tsx';

export default function ForgotPasswordRoute() {
  const actor = useScreenActor(liveForgotPasswordMachine, {});
  const view = useSelector(actor, forgotPasswordView);
  return (
    <>
      <PageMeta title="Forgot password" />
      <ForgotPasswordPage view={view} send={actor.send} />
    </>
  );
}
