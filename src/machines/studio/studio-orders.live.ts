import { fromPromise } from 'xstate';
import { isoCalendarDate } from '../../domain/dates.ts';
import { studioOrdersCsvName } from '../../domain/studio-orders.ts';
import { saveTextFile } from '../../infrastructure/save-file.ts';
import { studioOrdersMachine } from './studio-orders.machine.ts';

const requests = () => import('./studio.requests.ts');

/** /studio/orders wired to the real API and the browser's file save. */
export const liveStudioOrdersMachine = studioOrdersMachine.provide({
  actors: {
    loadOrders: fromPromise(async ({ input, signal }) => (await requests()).fetchStudioOrders(input, signal)),
    exportOrders: fromPromise(async ({ input, signal }) => {
      const csv = await (await requests()).fetchStudioOrdersCsv(input, signal);
      saveTextFile(studioOrdersCsvName(isoCalendarDate(new Date())), csv, 'text/csv;charset=utf-8');
      return undefined;
    }),
  },
});
