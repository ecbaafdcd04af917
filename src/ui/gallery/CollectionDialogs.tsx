import { Dialog, Heading } from 'react-aria-components/Dialog';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import type { AddToCollectionEvent } from '../../machines/gallery/add-to-collection.machine.ts';
import type { AddToCollectionView } from '../../machines/gallery/add-to-collection.view.ts';
import { primaryButton, secondaryButton } from '../styles/buttons.css.ts';
import * as styles from './gallery.css.ts';

interface CollectionDialogsProps {
  readonly view: AddToCollectionView;
  readonly send: (event: AddToCollectionEvent) => void;
}

/**
 * Add to Collection, and Create new collection over it (§2.13). Escape or a click outside closes
 * the one on top; closing Create returns to Add. Loaded on demand.
 */
export function CollectionDialogs({ view, send }: CollectionDialogsProps) {
  if (view.dialog === 'create') {
    return (
      <ModalOverlay className={styles.dialogOverlay} isOpen isDismissable onOpenChange={(open) => open || send({ type: 'create.close' })}>
        <Modal>
          <Dialog className={styles.dialog}>
            <Heading slot="title" className={styles.dialogTitle}>
              Create new collection
            </Heading>
            <form
              className={styles.field}
              onSubmit={(event) => {
                event.preventDefault();
                send({ type: 'create.submit' });
              }}
            >
              <label htmlFor="collection-name">Collection name</label>
              <input
                id="collection-name"
                className={styles.input}
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
            </form>
          </Dialog>
        </Modal>
      </ModalOverlay>
    );
  }
  return (
    <ModalOverlay className={styles.dialogOverlay} isOpen isDismissable onOpenChange={(open) => open || send({ type: 'collections.close' })}>
      <Modal>
        <Dialog className={styles.dialog}>
          <Heading slot="title" className={styles.dialogTitle}>
            Add to Collection
          </Heading>
          {view.loading ? (
            <p role="status">Loading collections...</p>
          ) : view.collections.length === 0 ? (
            <p>You have no collections yet.</p>
          ) : (
            <ul className={styles.choiceList}>
              {view.collections.map((collection) => (
                <li key={collection.id}>
                  <button type="button" className={styles.choice} aria-disabled={view.busy || undefined} onClick={() => send({ type: 'collection.pick', collectionId: collection.id })}>
                    {collection.cover && <img src={collection.cover} width={48} height={32} alt="" />}
                    <span>
                      {collection.name} ({collection.count})
                    </span>
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
      </Modal>
    </ModalOverlay>
  );
}
