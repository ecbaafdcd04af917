import type { AddToCollectionEvent } from '../../machines/gallery/add-to-collection.machine.ts';
import type { AddToCollectionView } from '../../machines/gallery/add-to-collection.view.ts';
import { primaryButton, secondaryButton } from '../styles/buttons.css.ts';
import { Dialog } from '../widgets/Dialog.tsx';
import * as overlays from './gallery-overlays.css.ts';
import * as styles from './gallery.css.ts';
import { Picture } from './Picture.tsx';
import { MachineForm } from '../widgets/MachineForm.tsx';

interface CollectionDialogsProps {
  readonly view: AddToCollectionView;
  readonly send: (event: AddToCollectionEvent) => void;
}

/**
 * Add to Collection, and Create new collection in its place. Escape or a click outside
 * closes the one shown; closing Create returns to Add. Loaded on demand.
 */
export function CollectionDialogs({ view, send }: CollectionDialogsProps) {
  if (view.dialog === 'create') {
    return (
      <Dialog title="Create new collection" onClose={() => send({ type: 'create.close' })} isDismissable={!view.busy}>
        <MachineForm className={overlays.field} onSubmit={() => send({ type: 'create.submit' })}>
          <label htmlFor="collection-name">Collection name</label>
          <input
            id="collection-name"
            className={overlays.input}
            value={view.name}
            maxLength={100}
            autoFocus
            onChange={(event) => send({ type: 'name.change', value: event.target.value })}
          />
          <div className={styles.row}>
            <button type="submit" className={primaryButton} disabled={!view.canCreate}>
              {view.createLabel}
            </button>
            <button type="button" className={secondaryButton} onClick={() => send({ type: 'create.close' })}>
              Cancel
            </button>
          </div>
        </MachineForm>
      </Dialog>
    );
  }
  return (
    <Dialog title="Add to Collection" onClose={() => send({ type: 'collections.close' })}>
      {view.loading ? (
        <p role="status">Loading collections...</p>
      ) : view.collections.length === 0 ? (
        <p>You have no collections yet.</p>
      ) : (
        <ul className={overlays.choiceList}>
          {view.collections.map((collection) => (
            <li key={collection.id}>
              {/* Not disabled while adding: the focus must stay in the dialog (the machine ignores a second pick). */}
              <button
                type="button"
                className={overlays.choice}
                aria-disabled={view.busy || undefined}
                onClick={() => send({ type: 'collection.pick', collectionId: collection.id })}
              >
                <span>
                  {collection.name} ({collection.count})
                </span>
                {/* The cover after the name, so the button is read by its collection first. */}
                {collection.cover && <Picture picture={collection.cover} sizes="3rem" className={overlays.cover} />}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.row}>
        <button type="button" className={primaryButton} disabled={view.loading || view.busy} onClick={() => send({ type: 'create.open' })}>
          Create new collection
        </button>
        <button type="button" className={secondaryButton} onClick={() => send({ type: 'collections.close' })}>
          Close
        </button>
      </div>
    </Dialog>
  );
}
