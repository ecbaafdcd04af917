import { useSelector } from '@xstate/react';
import { useSearchParams } from 'react-router';
import { livePaymentStatusMachine } from '../../machines/payment/payment-status.live.ts';
import { paymentStatusView } from '../../machines/payment/payment-status.view.ts';
import { useScreenActor } from '../app/useScreenActor.ts';
import { PaymentStatusPage } from './PaymentStatusPage.tsx';

/** /payment/status and /payment/callback: the provider sends back `reference` (Paystack also `trxref`), or `error`. */
export default function PaymentStatusRoute() {
  const [params] = useSearchParams();
  const actor = useScreenActor(livePaymentStatusMachine, {
    reference: params.get('reference') ?? params.get('trxref'),
    error: params.get('error'),
  });
  const view = useSelector(actor, paymentStatusView);
  return <PaymentStatusPage view={view} send={actor.send} />;
}
