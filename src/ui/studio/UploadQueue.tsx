import type { UploadQueueView } from '../../machines/studio/upload-queue.view.ts';
import * as styles from './Studio.css.ts';
import * as media from './StudioMedia.css.ts';
import { visuallyHidden } from '../widgets/visually-hidden.css.ts';

interface Props {
  readonly view: UploadQueueView;
  readonly send: (event: { type: 'upload.retry'; id: string } | { type: 'upload.dismiss'; id: string }) => void;
}

/** A screen's uploads: all of them together, then each with its progress, its outcome, and Try again or Dismiss. */
export function UploadQueue({ view, send }: Props) {
  if (!view.total) return null;
  return (
    <section aria-labelledby="uploads-heading">
      <h2 id="uploads-heading" className={styles.subtitle}>
        Uploads
      </h2>
      <progress className={media.progress} max={100} value={view.total.percent} aria-label="All uploads">
        {view.total.percent}%
      </progress>
      <p role="status" className={styles.muted}>
        {view.total.text}
      </p>
      <ul className={media.uploads}>
        {view.uploads.map((upload) => (
          <li key={upload.id} className={styles.card}>
            <span className={styles.wrapAnywhere}>{upload.name}</span>
            {upload.uploading && (
              <progress className={media.progress} max={100} value={upload.percent} aria-label={`Uploading ${upload.name}`}>
                {upload.percent}%
              </progress>
            )}
            <span role={upload.failed ? 'alert' : undefined} className={upload.failed ? styles.problem : styles.muted}>
              {upload.status}
            </span>{' '}
            {upload.canRetry && (
              <button type="button" className={styles.secondaryButton} onClick={() => send({ type: 'upload.retry', id: upload.id })}>
                Try again<span className={visuallyHidden}> {upload.name}</span>
              </button>
            )}{' '}
            {!upload.uploading && (
              <button type="button" className={styles.secondaryButton} onClick={() => send({ type: 'upload.dismiss', id: upload.id })}>
                Dismiss<span className={visuallyHidden}> {upload.name}</span>
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
