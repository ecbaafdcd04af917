import { useSelector } from '@xstate/react';
import { useSearchParams } from 'react-router';
import { livePaymentMachine } from '../../machines/payment/payment.live.ts';
import { paymentView } from '../../machines/payment/payment.view.ts';
import { useScreenActor } from '../app/useScreenActor.ts';
import { PaymentPage } from './PaymentPage.tsx';

/**
 * /payment (the tab's current order) and /payment?order={id} (Pay now, Try Again): the order goes to
 * the card provider; the callback comes back to this site's origin.
 */
export default function PaymentRoute() {
  const [params] = useSearchParams();
  const actor = useScreenActor(livePaymentMachine, { origin: window.location.origin, orderId: params.get('order') });
  const view = useSelector(actor, paymentView);
  return <PaymentPage view={view} send={actor.send} />;
}
