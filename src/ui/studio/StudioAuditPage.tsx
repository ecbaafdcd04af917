import type { StudioAuditEvent } from '../../machines/studio/studio-audit.machine.ts';
import type { StudioAuditView } from '../../machines/studio/studio-audit.view.ts';
import * as styles from './Studio.css.ts';
import { StudioLoadState } from './StudioLoadState.tsx';
import { StudioPager } from './StudioPager.tsx';

interface Props {
  readonly view: StudioAuditView;
  readonly send: (event: StudioAuditEvent) => void;
}

/** Every change made in the studio, newest first. */
export function StudioAuditPage({ view, send }: Props) {
  return (
    <>
      <h1 className={styles.title}>Audit log</h1>
      <StudioLoadState view={view} loadingText="Loading the audit log…" onRetry={() => send({ type: 'list.retry' })} />
      {view.empty && <p>Nothing has been changed in the studio yet.</p>}
      {view.entries.length > 0 && (
        // Wider than a phone with long entries and nothing to focus in it: the keyboard scrolls it from here.
        <div className={styles.tableWrap} role="region" aria-label="Audit entries" tabIndex={0}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">What</th>
                <th scope="col">Before</th>
                <th scope="col">After</th>
              </tr>
            </thead>
            <tbody>
              {view.entries.map((entry) => (
                <tr key={entry.id}>
                  <td>{entry.when}</td>
                  <td>{entry.who}</td>
                  <td>
                    {entry.what}
                    <br />
                    <span className={styles.muted}>{entry.subject}</span>
                  </td>
                  <td>{entry.before}</td>
                  <td>{entry.after}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <StudioPager view={view} send={send} />
    </>
  );
}
