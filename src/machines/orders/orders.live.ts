import { fromPromise } from 'xstate';
import { ordersMachine } from './orders.machine.ts';

const requests = () => import('./orders.requests.ts');
// The CSV export's code loads when an export is asked for, not with the page (its first-load budget).
const csvExport = () => Promise.all([import('../../domain/orders-csv.ts'), import('../../infrastructure/save-file.ts')]);

/** /orders wired to the real API and the browser (file save, new tab). */
export const liveOrdersMachine = ordersMachine.provide({
  actors: {
    loadOrders: fromPromise(async ({ input, signal }) => (await requests()).fetchOrders(input, signal)),
    loadDetail: fromPromise(async ({ input, signal }) => (await requests()).fetchOrderDetail(input.orderId, signal)),
    cancelOrder: fromPromise(async ({ input, signal }) => (await requests()).requestCancel(input.orderId, input.reason, signal)),
    exportOrders: fromPromise(async ({ input, signal }) => {
      const orders = await (await requests()).fetchOrderDetails(input.orderIds, signal);
      const [{ ordersCsvFileName, ordersToCsv }, { saveTextFile }] = await csvExport();
      saveTextFile(ordersCsvFileName(new Date()), ordersToCsv(orders), 'text/csv;charset=utf-8');
      return orders.length;
    }),
    downloadGrant: fromPromise(async ({ input, signal }) => {
      const url = await (await requests()).requestDownloadUrl(input.grantId, signal);
      window.open(url, '_blank', 'noopener');
      return undefined;
    }),
  },
});
