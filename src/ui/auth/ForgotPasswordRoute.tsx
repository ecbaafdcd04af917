import { useMemo } from 'react';
import { liveForgotPasswordMachine } from '../../machines/auth/auth.live.ts';
import { useNotify } from '../app/useNotify.ts';
import { PageMeta } from '../frame/PageMeta.tsx';
import { ForgotPasswordPage } from './ForgotPasswordPage.tsx';

export default function ForgotPasswordRoute() {
  const notify = useNotify();
  const machine = useMemo(() => liveForgotPasswordMachine.provide({ actions: { notify } }), [notify]);
  return (
    <>
      <PageMeta title="Forgot password" />
      <ForgotPasswordPage machine={machine} />
    </>
  );
}
