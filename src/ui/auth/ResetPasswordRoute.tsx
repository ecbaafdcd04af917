import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { liveResetPasswordMachine } from '../../machines/auth/auth.live.ts';
import { useNotify } from '../app/useNotify.ts';
import { PageMeta } from '../frame/PageMeta.tsx';
import { ResetPasswordPage } from './ResetPasswordPage.tsx';

export default function ResetPasswordRoute() {
  const notify = useNotify();
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const machine = useMemo(
    () => liveResetPasswordMachine.provide({ actions: { notify, navigate: (_, { to }) => void navigate(to) } }),
    [notify, navigate],
  );
  return (
    <>
      <PageMeta title="Reset password" />
      <ResetPasswordPage key={token} machine={machine} token={token} />
    </>
  );
}
