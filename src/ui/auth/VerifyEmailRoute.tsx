import { useMemo } from 'react';
import { useParams } from 'react-router';
import { liveEmailVerificationMachine } from '../../machines/auth/auth.live.ts';
import { useNotify } from '../app/useNotify.ts';
import { PageMeta } from '../frame/PageMeta.tsx';
import { VerifyEmailPage } from './VerifyEmailPage.tsx';

export default function VerifyEmailRoute() {
  const notify = useNotify();
  const { token = '' } = useParams();
  const machine = useMemo(() => liveEmailVerificationMachine.provide({ actions: { notify } }), [notify]);
  return (
    <>
      <PageMeta title="Verify email" />
      <VerifyEmailPage key={token} machine={machine} token={token} />
    </>
  );
}
