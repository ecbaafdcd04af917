import { useSelector } from '@xstate/react';
import { useParams } from 'react-router';
import { liveEmailVerificationMachine } from '../../machines/auth/auth.live.ts';
import { emailVerificationView } from '../../machines/auth/email-verification.view.ts';
import { useScreenActor } from '../app/useScreenActor.ts';
import { PageMeta } from '../frame/PageMeta.tsx';
import { VerifyEmailPage } from './VerifyEmailPage.tsx';

function VerifyEmail({ token }: { readonly token: string }) {
  const actor = useScreenActor(liveEmailVerificationMachine, { token });
  const view = useSelector(actor, emailVerificationView);
  return <VerifyEmailPage view={view} />;
}

/** /verify-email/:token. A new token is a new page: the key starts a fresh machine. */
export default function VerifyEmailRoute() {
  const { token = '' } = useParams();
  return (
    <>
      <PageMeta title="Verify email" secretAddress />
      <VerifyEmail key={token} token={token} />
    </>
  );
}
