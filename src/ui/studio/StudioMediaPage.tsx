import { Button, FileTrigger } from 'react-aria-components';
import { Link } from 'react-router';
import type { StudioMediaEvent } from '../../machines/studio/studio-media.machine.ts';
import type { StudioMediaView } from '../../machines/studio/studio-media.view.ts';
import * as styles from './Studio.css.ts';
import { StudioLoadState } from './StudioLoadState.tsx';
import { PictureDropZone } from './PictureDropZone.tsx';
import { UploadQueue } from './UploadQueue.tsx';
import * as media from './StudioMedia.css.ts';
import { visuallyHidden } from '../widgets/visually-hidden.css.ts';

interface Props {
  readonly view: StudioMediaView;
  readonly send: (event: StudioMediaEvent) => void;
}

const FILE_TYPES = ['application/pdf', 'application/zip', '.pdf', '.zip'];

function Pictures({ view, send }: Props) {
  return (
    <>
      {view.groups.map((group) => (
        <section key={group.key} aria-labelledby={`group-${group.key}`}>
          <h3 id={`group-${group.key}`} className={styles.cardTitle}>
            {group.heading}
          </h3>
          {group.pictures.length === 0 ? (
            <p className={styles.muted}>No pictures uploaded: the shop shows the product’s artwork.</p>
          ) : (
            <ol className={media.pictures}>
              {group.pictures.map((picture) => (
                <li key={picture.id} className={media.picture}>
                  <img className={media.thumbnail} src={picture.src} alt={picture.alt} width={152} height={152} loading="lazy" />
                  {picture.cover && <strong className={media.small}>Cover</strong>}
                  <div className={styles.actions}>
                    <button
                      type="button"
                      className={styles.secondaryButton}
                      aria-disabled={!picture.canMoveEarlier}
                      onClick={() => picture.canMoveEarlier && send({ type: 'picture.move', id: picture.id, step: -1 })}
                    >
                      Move earlier<span className={visuallyHidden}> {picture.alt}</span>
                    </button>
                    <button
                      type="button"
                      className={styles.secondaryButton}
                      aria-disabled={!picture.canMoveLater}
                      onClick={() => picture.canMoveLater && send({ type: 'picture.move', id: picture.id, step: 1 })}
                    >
                      Move later<span className={visuallyHidden}> {picture.alt}</span>
                    </button>
                    {!picture.cover && (
                      <button
                        type="button"
                        className={styles.secondaryButton}
                        aria-disabled={!picture.canMakeCover}
                        onClick={() => picture.canMakeCover && send({ type: 'picture.cover', id: picture.id })}
                      >
                        Make cover<span className={visuallyHidden}> {picture.alt}</span>
                      </button>
                    )}
                    <button
                      type="button"
                      className={styles.secondaryButton}
                      aria-disabled={!picture.canDelete}
                      onClick={() => picture.canDelete && send({ type: 'picture.delete', id: picture.id })}
                    >
                      Delete<span className={visuallyHidden}> {picture.alt}</span>
                    </button>
                  </div>
                  {picture.confirmingDelete && (
                    <div role="group" aria-label="Confirm delete">
                      <p>Delete this picture? Its files are removed for good.</p>
                      <div className={styles.actions}>
                        <button type="button" className={styles.button} onClick={() => send({ type: 'delete.confirm' })}>
                          Yes, delete it
                        </button>
                        <button type="button" className={styles.secondaryButton} onClick={() => send({ type: 'delete.cancel' })}>
                          Keep it
                        </button>
                      </div>
                    </div>
                  )}
                </li>
              ))}
            </ol>
          )}
        </section>
      ))}
    </>
  );
}

/** A product's pictures (upload, order, cover, delete) and a digital product's file. */
export function StudioMediaPage({ view, send }: Props) {
  return (
    <>
      <p className={styles.actions}>
        <Link className={styles.link} to={view.productHref}>
          Back to the product
        </Link>
        <Link className={styles.link} to={view.shopHref}>
          See it in the shop
        </Link>
      </p>
      <h1 className={styles.title}>{view.title}</h1>
      <StudioLoadState view={view} loadingText="Loading the pictures…" onRetry={() => send({ type: 'list.retry' })} />
      {view.ready && (
        <>
          <h2 className={styles.subtitle}>Pictures</h2>
          {view.hasVariants && (
            <div className={styles.field}>
              <label htmlFor="picture-variant">New pictures go to</label>
              <select
                id="picture-variant"
                className={styles.input}
                value={view.variantId}
                onChange={(event) => send({ type: 'variant.choose', variantId: event.target.value || null })}
              >
                {view.variantOptions.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
          )}
          <PictureDropZone onPictures={(files) => send({ type: 'pictures.add', files })} />
          <UploadQueue view={view} send={send} />
          {view.saving && <p role="status">Saving…</p>}
          <Pictures view={view} send={send} />
          {view.isDigital && (
            <section aria-labelledby="digital-file">
              <h2 id="digital-file" className={styles.subtitle}>
                Digital file
              </h2>
              {view.digitalFile ? (
                <p>
                  Buyers download <span className={styles.wrapAnywhere}>{view.digitalFile.name}</span> ({view.digitalFile.text}).
                </p>
              ) : (
                <p className={styles.muted}>No file yet.</p>
              )}
              <FileTrigger acceptedFileTypes={FILE_TYPES} onSelect={(list) => list?.[0] && send({ type: 'file.choose', file: list[0] })}>
                <Button className={styles.button}>Upload a PDF or ZIP (up to 500 MB)</Button>
              </FileTrigger>
            </section>
          )}
        </>
      )}
    </>
  );
}
