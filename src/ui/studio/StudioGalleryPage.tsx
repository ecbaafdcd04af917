import { Link } from 'react-router';
import type { StudioGalleryEvent } from '../../machines/studio/studio-gallery.machine.ts';
import type { DraftField } from '../../machines/studio/studio-gallery-draft.ts';
import type { StudioGalleryView } from '../../machines/studio/studio-gallery.view.ts';
import * as styles from './Studio.css.ts';
import { StudioLoadState } from './StudioLoadState.tsx';
import { PictureDropZone } from './PictureDropZone.tsx';
import { UploadQueue } from './UploadQueue.tsx';
import * as gallery from './StudioGallery.css.ts';
import { MachineForm } from '../widgets/MachineForm.tsx';
import { ProductSearchField } from './ProductSearchField.tsx';

interface Props {
  readonly view: StudioGalleryView;
  readonly send: (event: StudioGalleryEvent) => void;
}

type Draft = NonNullable<StudioGalleryView['draft']>;

function TextField({ draft, field, label, send }: { draft: Draft; field: DraftField; label: string; send: Props['send'] }) {
  const id = `gallery-${field}`;
  const Control = field === 'description' ? 'textarea' : 'input';
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <Control
        id={id}
        className={field === 'description' ? styles.textarea : styles.input}
        value={draft[field]}
        maxLength={field === 'description' ? 2000 : field === 'title' ? 120 : 100}
        onChange={(event) => send({ type: 'edit.change', field, value: event.target.value })}
      />
    </div>
  );
}

function ShowcaseFields({ draft, send }: { draft: Draft; send: Props['send'] }) {
  return (
    <>
      <fieldset className={styles.choices}>
        <legend>Shop product it shows</legend>
        <p>
          {draft.productTitle ?? 'None'}{' '}
          {draft.hasProduct && (
            <button type="button" className={styles.secondaryButton} onClick={() => send({ type: 'edit.productClear' })}>
              Remove the product
            </button>
          )}
        </p>
        <ProductSearchField
          label="Search products"
          verb="Choose"
          search={draft.productSearch}
          onInput={(text) => send({ type: 'productSearch.input', text })}
          onChoose={(product) => send({ type: 'edit.productPick', product })}
        />
      </fieldset>
      {draft.related.length > 0 && (
        <fieldset className={styles.choices}>
          <legend>Related pictures (shown with this one)</legend>
          {draft.related.map((picture) => (
            <label key={picture.id} className={styles.choice}>
              <input type="checkbox" checked={picture.checked} onChange={() => send({ type: 'edit.relatedToggle', id: picture.id })} />
              <span className={styles.wrapAnywhere}>{picture.title}</span>
            </label>
          ))}
        </fieldset>
      )}
    </>
  );
}

function EditForm({ draft, isShowcase, send }: { draft: Draft; isShowcase: boolean; send: Props['send'] }) {
  return (
    <MachineForm aria-label="Picture details" className={gallery.wide} onSubmit={() => send({ type: 'edit.save' })}>
      <TextField draft={draft} field="title" label="Title" send={send} />
      <TextField draft={draft} field="description" label="Description" send={send} />
      <div className={styles.field}>
        <label htmlFor="gallery-category">Category</label>
        <select
          id="gallery-category"
          className={styles.input}
          value={draft.category}
          onChange={(event) => send({ type: 'edit.change', field: 'category', value: event.target.value })}
        >
          {draft.categories.map((category) => (
            <option key={category.name} value={category.name}>
              {category.title}
            </option>
          ))}
        </select>
      </div>
      <TextField draft={draft} field="photographer" label="Photographer" send={send} />
      {isShowcase && <ShowcaseFields draft={draft} send={send} />}
      <div className={styles.actions}>
        <button type="submit" className={styles.button} aria-disabled={!draft.canSave}>
          Save details
        </button>
        <button type="button" className={styles.secondaryButton} onClick={() => send({ type: 'edit.cancel' })}>
          Cancel
        </button>
      </div>
    </MachineForm>
  );
}

function Pictures({ view, send }: Props) {
  if (view.empty) return <p className={styles.muted}>No pictures in this gallery yet.</p>;
  return (
    <ol className={gallery.items} aria-label="Pictures">
      {view.pictures.map((picture) => (
        <li key={picture.id} className={gallery.item}>
          {picture.src ? (
            <img className={gallery.thumbnail} src={picture.src} alt={picture.alt} width={120} height={120} loading="lazy" />
          ) : (
            <span className={gallery.placeholder}>{picture.failed ? 'No picture' : 'Processing…'}</span>
          )}
          <div className={gallery.details}>
            <h3 className={styles.cardTitle}>
              <span className={styles.wrapAnywhere}>{picture.title}</span>
            </h3>
            <span className={styles.muted}>
              {picture.category} · {picture.photographer}
              {picture.productTitle ? ` · ${picture.productTitle}` : ''}
            </span>
            <span role="status" className={picture.failed ? styles.problem : undefined}>
              {picture.stateText} · {picture.publishedText}
            </span>
          </div>
          <div className={`${styles.actions} ${gallery.wide}`}>
            <button
              type="button"
              aria-label={`Edit details: ${picture.title}`}
              className={styles.secondaryButton}
              aria-disabled={!picture.canEdit}
              onClick={() => picture.canEdit && send({ type: 'picture.edit', id: picture.id })}
            >
              Edit details
            </button>
            {picture.published ? (
              <button
                type="button"
                aria-label={`Unpublish: ${picture.title}`}
                className={styles.secondaryButton}
                aria-disabled={!picture.canUnpublish}
                onClick={() => picture.canUnpublish && send({ type: 'picture.publish', id: picture.id, published: false })}
              >
                Unpublish
              </button>
            ) : (
              <button
                type="button"
                aria-label={`Publish: ${picture.title}`}
                className={styles.secondaryButton}
                aria-disabled={!picture.canPublish}
                onClick={() => picture.canPublish && send({ type: 'picture.publish', id: picture.id, published: true })}
              >
                Publish
              </button>
            )}
            <button
              type="button"
              aria-label={`Move earlier: ${picture.title}`}
              className={styles.secondaryButton}
              aria-disabled={!picture.canMoveEarlier}
              onClick={() => picture.canMoveEarlier && send({ type: 'picture.move', id: picture.id, step: -1 })}
            >
              Move earlier
            </button>
            <button
              type="button"
              aria-label={`Move later: ${picture.title}`}
              className={styles.secondaryButton}
              aria-disabled={!picture.canMoveLater}
              onClick={() => picture.canMoveLater && send({ type: 'picture.move', id: picture.id, step: 1 })}
            >
              Move later
            </button>
            <button
              type="button"
              aria-label={`Delete: ${picture.title}`}
              className={styles.secondaryButton}
              aria-disabled={!picture.canDelete}
              onClick={() => picture.canDelete && send({ type: 'picture.delete', id: picture.id })}
            >
              Delete
            </button>
          </div>
          {picture.confirmingDelete && (
            <div role="group" aria-label="Confirm delete" className={gallery.wide}>
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
          {picture.editing && view.draft && <EditForm draft={view.draft} isShowcase={view.isShowcase} send={send} />}
        </li>
      ))}
    </ol>
  );
}

/** One gallery's pictures: upload (many at once, each with its progress), details, publishing, order, delete. */
export function StudioGalleryPage({ view, send }: Props) {
  return (
    <>
      <nav aria-label="Galleries">
        <ul className={gallery.tabs}>
          {view.galleries.map((entry) => (
            <li key={entry.href}>
              <Link className={styles.link} to={entry.href} aria-current={entry.current ? 'page' : undefined}>
                {entry.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <h1 className={styles.title}>{view.title}</h1>
      <p>
        <a className={styles.link} href={view.publicHref}>
          See the public page
        </a>
      </p>
      <StudioLoadState view={view} loadingText="Loading the gallery…" onRetry={() => send({ type: 'list.retry' })} />
      {view.ready && (
        <>
          <PictureDropZone onPictures={(files) => send({ type: 'pictures.add', files })}>
            <span className={styles.muted}>New pictures are not published until you publish them.</span>
          </PictureDropZone>
          <UploadQueue view={view} send={send} />
          {view.saving && <p role="status">Saving…</p>}
          <h2 className={styles.subtitle}>Pictures</h2>
          <Pictures view={view} send={send} />
        </>
      )}
    </>
  );
}
