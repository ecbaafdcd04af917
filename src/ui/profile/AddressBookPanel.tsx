import { useSelector } from '@xstate/react';
import { Suspense } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { addressBookMachine } from '../../machines/profile/address-book.machine.ts';
import { addressBookView } from '../../machines/profile/address-book.view.ts';
import { lazyOverlay } from '../app/lazy-overlay.ts';
import { primaryButton, secondaryButton } from '../styles/buttons.css.ts';
import * as styles from './ProfilePage.css.ts';

const { Overlay: AddressDialog, preload: preloadAddressDialog } = lazyOverlay(
  async () => (await import('../app/AddressDialog.tsx')).AddressDialog,
);
const { Overlay: ConfirmDeleteDialog, preload: preloadConfirm } = lazyOverlay(
  async () => (await import('./ConfirmDeleteDialog.tsx')).ConfirmDeleteDialog,
);

/** The Address Book tab, rendering the address-book child of the profile screen. */
export function AddressBookPanel({ actor }: { actor: ActorRefFrom<typeof addressBookMachine> }) {
  const view = useSelector(actor, addressBookView);
  const addressForm = useSelector(actor, (snapshot) => snapshot.children.addressForm);
  const send = actor.send;
  return (
    <section aria-labelledby="address-book-title">
      <h2 id="address-book-title" className={styles.sectionTitle}>
        Saved addresses
      </h2>
      {view.addresses.length === 0 ? (
        <p>You have no saved addresses yet.</p>
      ) : (
        <ul className={styles.grid} style={{ listStyle: 'none', padding: 0 }}>
          {view.addresses.map((address) => (
            <li key={address.id} className={styles.section}>
              <h3>
                {address.label}
                {address.isDefault && ' (Default)'}
              </h3>
              <address>
                {address.lines.map((line) => (
                  <div key={line}>{line}</div>
                ))}
              </address>
              <div className={styles.actions}>
                <button
                  type="button"
                  className={secondaryButton}
                  aria-label={`Edit ${address.label}`}
                  disabled={view.busy}
                  onPointerEnter={preloadAddressDialog}
                  onFocus={preloadAddressDialog}
                  onClick={() => send({ type: 'address.edit', addressId: address.id })}
                >
                  Edit
                </button>
                <button
                  type="button"
                  className={secondaryButton}
                  aria-label={`Delete ${address.label}`}
                  disabled={view.busy}
                  onPointerEnter={preloadConfirm}
                  onFocus={preloadConfirm}
                  onClick={() => send({ type: 'address.delete', addressId: address.id })}
                >
                  Delete
                </button>
                {!address.isDefault && (
                  <button
                    type="button"
                    className={secondaryButton}
                    aria-label={`Make default: ${address.label}`}
                    disabled={view.busy}
                    onClick={() => send({ type: 'address.makeDefault', addressId: address.id })}
                  >
                    Make default
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <button
        type="button"
        className={primaryButton}
        disabled={view.busy}
        onPointerEnter={preloadAddressDialog}
        onFocus={preloadAddressDialog}
        onClick={() => send({ type: 'address.add' })}
      >
        Add New Address
      </button>
      {view.dialogOpen && addressForm && (
        <Suspense fallback={null}>
          <AddressDialog actor={addressForm} onClose={() => send({ type: 'dialog.close' })} />
        </Suspense>
      )}
      {view.confirmingDelete !== null && (
        <Suspense fallback={null}>
          <ConfirmDeleteDialog
            label={view.confirmingDelete}
            onConfirm={() => send({ type: 'delete.confirm' })}
            onCancel={() => send({ type: 'delete.cancel' })}
          />
        </Suspense>
      )}
    </section>
  );
}
