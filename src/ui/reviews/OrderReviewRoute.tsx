import { useSelector } from '@xstate/react';
import { useParams } from 'react-router';
import { liveOrderReviewMachine } from '../../machines/reviews/reviews.live.ts';
import { orderReviewView } from '../../machines/reviews/order-review.view.ts';
import { useScreenActor } from '../app/useScreenActor.ts';
import { PageMeta } from '../frame/PageMeta.tsx';
import { OrderReviewPage } from './OrderReviewPage.tsx';

function OrderReviewScreen({ orderId }: { orderId: string }) {
  const actor = useScreenActor(liveOrderReviewMachine, { orderId });
  const view = useSelector(actor, orderReviewView);
  return <OrderReviewPage view={view} send={actor.send} />;
}

/** /orders/{orderId}/review: a new order id starts a fresh screen. */
export default function OrderReviewRoute() {
  const { orderId = '' } = useParams();
  return (
    <>
      <PageMeta title="Review your order" description="Rate and review the items of your order." />
      <OrderReviewScreen key={orderId} orderId={orderId} />
    </>
  );
}
