import { useSelector } from '@xstate/react';
import { faqMachine } from '../../machines/faq/faq.machine.ts';
import { faqView } from '../../machines/faq/faq.view.ts';
import { useScreenActor } from '../app/useScreenActor.ts';
import { PageMeta } from '../frame/PageMeta.tsx';
import { FAQ_ENTRIES } from './faq-entries.ts';
import { FaqPage } from './FaqPage.tsx';

/** /faq */
export default function FaqRoute() {
  const actor = useScreenActor(faqMachine, { entries: FAQ_ENTRIES });
  const view = useSelector(actor, faqView);
  return (
    <>
      <PageMeta
        title="FAQ"
        description="Answers to common questions about the studio, orders and shipping, products, payment and returns, and your account."
        keywords="FAQ, shipping, returns, payment, photography studio"
      />
      <FaqPage view={view} send={actor.send} />
    </>
  );
}
