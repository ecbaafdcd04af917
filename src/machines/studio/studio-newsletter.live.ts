import { fromPromise } from 'xstate';
import { isoCalendarDate } from '../../domain/dates.ts';
import { subscribersCsvName } from '../../domain/newsletter-subscribers.ts';
import { saveTextFile } from '../../infrastructure/save-file.ts';
import { studioNewsletterMachine } from './studio-newsletter.machine.ts';

const requests = () => import('./studio.requests.ts');

/** /studio/newsletter wired to the real API and the browser's file save. */
export const liveStudioNewsletterMachine = studioNewsletterMachine.provide({
  actors: {
    loadSubscribers: fromPromise(async ({ input, signal }) => (await requests()).fetchStudioSubscribers(input, signal)),
    exportSubscribers: fromPromise(async ({ input, signal }) => {
      const csv = await (await requests()).fetchStudioSubscribersCsv(input, signal);
      saveTextFile(subscribersCsvName(isoCalendarDate(new Date())), csv, 'text/csv;charset=utf-8');
      return undefined;
    }),
    unsubscribe: fromPromise(async ({ input, signal }) => (await requests()).requestStaffUnsubscribe(input.email, signal)),
  },
});
