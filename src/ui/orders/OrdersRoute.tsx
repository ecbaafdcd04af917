import { useSelector } from '@xstate/react';
import { liveOrdersMachine } from '../../machines/orders/orders.live.ts';
import { ordersView } from '../../machines/orders/orders.view.ts';
import { useScreenActor } from '../app/useScreenActor.ts';
import { PageMeta } from '../frame/PageMeta.tsx';
import { OrdersPage } from './OrdersPage.tsx';

const print = () => window.print();

/** /orders */
export default function OrdersRoute() {
  const actor = useScreenActor(liveOrdersMachine, {});
  const view = useSelector(actor, ordersView);
  return (
    <>
      <PageMeta title="My Orders" description="Your orders, their status, receipts and downloads." />
      <OrdersPage view={view} send={actor.send} onPrint={print} />
    </>
  );
}
