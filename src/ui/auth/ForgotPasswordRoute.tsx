import { liveForgotPasswordMachine } from '../../machines/auth/auth.live.ts';
import { useScreenActor } from '../app/useScreenActor.ts';
import { PageMeta } from '../frame/PageMeta.tsx';
import { ForgotPasswordPage } from './ForgotPasswordPage.tsx';

export default function ForgotPasswordRoute() {
  const actor = useScreenActor(liveForgotPasswordMachine, {});
  return (
    <>
      <PageMeta title="Forgot password" />
      <ForgotPasswordPage actor={actor} />
    </>
  );
}
