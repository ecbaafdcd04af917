import type { SubscriberStatus } from '../../domain/newsletter-subscribers.ts';
import type { StudioNewsletterEvent } from '../../machines/studio/studio-newsletter.machine.ts';
import type { StudioNewsletterView } from '../../machines/studio/studio-newsletter.view.ts';
import * as styles from './Studio.css.ts';
import { StudioListState } from './StudioListState.tsx';
import { StudioPager } from './StudioPager.tsx';
import { StudioSearch } from './StudioSearch.tsx';

interface Props {
  readonly view: StudioNewsletterView;
  readonly send: (event: StudioNewsletterEvent) => void;
}

/** The newsletter's subscribers, newest first: search, filter by state, export as CSV, unsubscribe an address. */
export function StudioNewsletterPage({ view, send }: Props) {
  return (
    <>
      <h1 className={styles.title}>Newsletter</h1>
      <StudioSearch label="Search by email or source" clearLabel="Show all" view={view} send={send} />
      <div className={styles.toolbar}>
        <label className={styles.field}>
          State
          <select
            className={styles.input}
            value={view.status}
            onChange={(event) => send({ type: 'status.change', status: event.target.value as SubscriberStatus | '' })}
          >
            {view.statusOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className={styles.button}
          aria-disabled={view.exporting}
          onClick={() => !view.exporting && send({ type: 'subscribers.export' })}
        >
          {view.exporting ? 'Exporting…' : 'Export CSV'}
        </button>
      </div>
      <StudioListState view={view} loadingText="Loading the subscribers…" onRetry={() => send({ type: 'list.retry' })} />
      {view.subscribers.length > 0 && (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Email</th>
                <th scope="col">Subscribed</th>
                <th scope="col">State</th>
                <th scope="col">Source</th>
                <th scope="col">
                  <span className={styles.visuallyHidden}>Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {view.subscribers.map((subscriber) => (
                <tr key={subscriber.email}>
                  <th scope="row" className={styles.wrapAnywhere}>
                    {subscriber.email}
                  </th>
                  <td>{subscriber.subscribed}</td>
                  <td>{subscriber.state}</td>
                  <td className={styles.wrapAnywhere}>{subscriber.source}</td>
                  <td>
                    {!subscriber.unsubscribed && (
                      <button
                        type="button"
                        className={styles.secondaryButton}
                        aria-disabled={!subscriber.canUnsubscribe}
                        aria-label={`Unsubscribe ${subscriber.email}`}
                        onClick={() => subscriber.canUnsubscribe && send({ type: 'subscriber.unsubscribe', email: subscriber.email })}
                      >
                        {subscriber.unsubscribeLabel}
                      </button>
                    )}
                  </td>
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
