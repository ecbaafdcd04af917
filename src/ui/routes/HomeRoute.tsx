import { liveHealthMachine } from '../../machines/health.live.ts';
import { PageMeta } from '../frame/PageMeta.tsx';
import { HomePage } from './HomePage.tsx';

/** Binds the home page to the live machine (the container; HomePage stays testable with any machine). */
export default function HomeRoute() {
  return (
    <>
      <PageMeta title="Home" />
      <HomePage machine={liveHealthMachine} />
    </>
  );
}
