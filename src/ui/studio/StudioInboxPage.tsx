import { Link } from 'react-router';
import type { StudioInboxEvent } from '../../machines/studio/studio-inbox.machine.ts';
import type { StudioInboxView } from '../../machines/studio/studio-inbox.view.ts';
import * as styles from './Studio.css.ts';
import { StudioListState } from './StudioListState.tsx';
import { StudioPager } from './StudioPager.tsx';
import { StudioSearch } from './StudioSearch.tsx';

interface Props {
  readonly view: StudioInboxView;
  readonly send: (event: StudioInboxEvent) => void;
}

/** The contact form's messages, newest first: search; each opens the message by its reference id. */
export function StudioInboxPage({ view, send }: Props) {
  return (
    <>
      <h1 className={styles.title}>Inbox</h1>
      <StudioSearch label="Search by name, email, subject or reference" clearLabel="Show all" view={view} send={send} />
      <StudioListState view={view} loadingText="Loading the inbox…" onRetry={() => send({ type: 'list.retry' })} />
      {view.messages.length > 0 && (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Reference</th>
                <th scope="col">From</th>
                <th scope="col">Subject</th>
                <th scope="col">Received</th>
                <th scope="col">State</th>
              </tr>
            </thead>
            <tbody>
              {view.messages.map((message) => (
                <tr key={message.id} className={message.unread ? styles.unread : undefined}>
                  <th scope="row">
                    <Link className={styles.link} to={message.href}>
                      {message.id}
                    </Link>
                  </th>
                  <td className={styles.wrapAnywhere}>
                    {message.name}
                    <br />
                    <span className={styles.muted}>{message.email}</span>
                  </td>
                  <td className={styles.wrapAnywhere}>{message.subject}</td>
                  <td>{message.received}</td>
                  <td>{message.state}</td>
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
