import { useMachine } from '@xstate/react';
import type { healthMachine } from '../../machines/health.machine.ts';
import * as styles from './HomePage.css.ts';

interface HomePageProps {
  readonly machine: typeof healthMachine;
}

/** The walking skeleton's home: shows what the health machine fetched from the server. */
export function HomePage({ machine }: HomePageProps) {
  const [snapshot, send] = useMachine(machine);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Studio shop</h1>
      <p className={styles.status} role="status">
        {snapshot.matches('loading') && 'Checking the shop service…'}
        {snapshot.matches('ready') && `Shop service: ${snapshot.context.health?.status} (version ${snapshot.context.health?.version})`}
        {snapshot.matches('failed') && 'The shop service is not answering.'}
      </p>
      {snapshot.matches('failed') && (
        <button type="button" className={styles.retry} onClick={() => send({ type: 'health.retry' })}>
          Try again
        </button>
      )}
    </div>
  );
}
