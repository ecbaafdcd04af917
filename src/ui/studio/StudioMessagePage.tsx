import { Fragment } from 'react';
import { Link } from 'react-router';
import type { StudioMessageEvent } from '../../machines/studio/studio-message.machine.ts';
import type { StudioMessageView } from '../../machines/studio/studio-message.view.ts';
import * as styles from './Studio.css.ts';
import { StudioLoadState } from './StudioLoadState.tsx';

interface Props {
  readonly view: StudioMessageView;
  readonly send: (event: StudioMessageEvent) => void;
}

/** One contact message: everything the visitor sent, a reply by mail, and marking it handled. */
export function StudioMessagePage({ view, send }: Props) {
  return (
    <>
      <p>
        <Link className={styles.link} to="/studio/inbox">
          Back to the inbox
        </Link>
      </p>
      <h1 className={`${styles.title} ${styles.wrapAnywhere}`}>{view.title}</h1>
      <StudioLoadState view={view} loadingText="Loading the message…" onRetry={() => send({ type: 'message.retry' })} />
      {view.shown && (
        <>
          <dl className={styles.definition}>
            {view.details.map((detail) => (
              <Fragment key={detail.term}>
                <dt>{detail.term}</dt>
                <dd className={styles.wrapAnywhere}>{detail.value}</dd>
              </Fragment>
            ))}
          </dl>
          <section aria-labelledby="message-text">
            <h2 id="message-text" className={styles.subtitle}>
              Message
            </h2>
            <p className={styles.messageText}>{view.body}</p>
          </section>
          <div className={styles.actions}>
            <a className={styles.linkButton} href={view.replyHref}>
              Reply by email
            </a>
            <button
              type="button"
              className={styles.secondaryButton}
              aria-disabled={view.saving}
              onClick={() => !view.saving && send({ type: 'handled.set', handled: !view.handled })}
            >
              {view.toggleLabel}
            </button>
          </div>
        </>
      )}
    </>
  );
}
